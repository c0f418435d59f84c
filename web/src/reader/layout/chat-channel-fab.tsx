/** The chat channel's floating button itself (chat-button.tsx shows it when the site has a channel), its own chunk. */
import TelegramIcon from '@mui/icons-material/Telegram';
import { Fab, Tooltip } from '@mui/material';

export default function ChatChannelFab({ href }: { href: string }) {
  return (
    <Tooltip title="Join our channel" enterDelay={700} enterNextDelay={300}>
      <Fab
        component="a"
        href={href}
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
