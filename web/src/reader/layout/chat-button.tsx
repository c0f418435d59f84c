/**
 * The floating button that opens the product's chat channel (its link comes from the site
 * settings), shown once the settings name a channel. It is MUI's Fab drawn on ButtonBase, which
 * every page has anyway (the Fab component was a chunk of its own), and its "Join our channel" tip
 * is CSS in MUI's tooltip style (shown on hover or keyboard focus after 700 ms, above the button)
 * rather than MUI's Tooltip, whose positioning engine (Popper.js) cost every reader page 11 KiB gzip.
 */
import TelegramIcon from '@mui/icons-material/Telegram';
import { Box, ButtonBase } from '@mui/material';
import { useTranslation } from '../../shared/i18n';
import { useSiteSettings } from '../../api/site-settings';

const TIP_ID = 'chat-channel-tip';

export function ChatChannelButton() {
  const { data } = useSiteSettings();
  const { t } = useTranslation();
  if (!data?.chatChannelUrl) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 1200,
        '&:hover > [role="tooltip"], &:has(:focus-visible) > [role="tooltip"]': { opacity: 1, transform: 'translateX(-50%) scale(1)', transitionDelay: '700ms' },
      }}
    >
      <Box
        id={TIP_ID}
        role="tooltip"
        sx={{
          position: 'absolute',
          bottom: '100%',
          left: '50%',
          mb: '14px',
          px: 1,
          py: 0.5,
          borderRadius: '4px',
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: '#fff',
          typography: 'caption',
          fontSize: '0.6875rem',
          fontWeight: 500,
          lineHeight: '1.4em',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          transform: 'translateX(-50%) scale(0.75)',
          transformOrigin: 'center bottom',
          transition: 'opacity 150ms, transform 150ms',
        }}
      >
        {t('chat.tip')}
      </Box>
      <ButtonBase
        component="a"
        href={data.chatChannelUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
        aria-describedby={TIP_ID}
        focusRipple
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          bgcolor: '#229ED9',
          color: '#fff',
          boxShadow: 6,
          transition: (t) => t.transitions.create(['background-color', 'box-shadow'], { duration: t.transitions.duration.short }),
          '&:hover': { bgcolor: '#1b87ba' },
          '&:active': { boxShadow: 12 },
          '&.Mui-focusVisible': { boxShadow: 6, outline: '2px solid #1e3a8a', outlineOffset: 2 },
        }}
      >
        <TelegramIcon />
      </ButtonBase>
    </Box>
  );
}
