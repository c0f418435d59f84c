/** The floating button that opens the product's chat channel (its link comes from the site settings). */
import TelegramIcon from '@mui/icons-material/Telegram';
import { Fab, Tooltip } from '@mui/material';
import { useSiteSettings } from '../../api/site-settings';

export function ChatChannelButton() {
  const { data } = useSiteSettings();
  if (!data?.chatChannelUrl) return null;
  return (
    <Tooltip title="Join our channel" enterDelay={700} enterNextDelay={300}>
      <Fab
        component="a"
        href={data.chatChannelUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Join our Telegram channel"
        sx={{ position: 'fixed', right: 24, bottom: 24, bgcolor: '#229ED9', color: '#fff', '&:hover': { bgcolor: '#1b87ba' }, zIndex: 1200 }}
      >
        <TelegramIcon />
      </Fab>
    </Tooltip>
  );
}
