/**
 * The chat channel's floating button itself (chat-button.tsx shows it when the site has a
 * channel), its own chunk. Its "Join our channel" tip is drawn with CSS in MUI's tooltip style
 * (shown on hover or keyboard focus after 700 ms, above the button) rather than with MUI's Tooltip,
 * whose positioning engine (Popper.js) cost every reader page 11 KiB gzip for this one tip.
 */
import TelegramIcon from '@mui/icons-material/Telegram';
import { Box, Fab } from '@mui/material';

const TIP_ID = 'chat-channel-tip';

export default function ChatChannelFab({ href }: { href: string }) {
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
        Join our channel
      </Box>
      <Fab
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Join our Telegram channel"
        aria-describedby={TIP_ID}
        sx={{ bgcolor: '#229ED9', color: '#fff', '&:hover': { bgcolor: '#1b87ba' } }}
      >
        <TelegramIcon />
      </Fab>
    </Box>
  );
}
