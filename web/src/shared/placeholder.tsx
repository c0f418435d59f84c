/**
 * A loading placeholder drawn as MUI's Skeleton draws one (a tinted block, or a line of text's
 * height scaled to 60%, pulsing), without Skeleton's code: about 1.5 KiB gzip of the app every
 * reader page loads, for the home page's six placeholder cards and the category counts.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

export function Placeholder({ variant = 'text', width, height, sx }: { variant?: 'text' | 'rectangular' | 'rounded'; width?: number | string; height?: number | string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        (t) => ({
          display: 'block',
          bgcolor: alpha(t.palette.text.primary, t.palette.mode === 'light' ? 0.11 : 0.13),
          height: '1.2em',
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          ...(variant === 'text' && {
            mt: 0,
            mb: 0,
            height: 'auto',
            transformOrigin: '0 55%',
            transform: 'scale(1, 0.60)',
            borderRadius: '4px/6.7px',
            '&:empty:before': { content: '"\\00a0"' },
          }),
          ...(variant === 'rounded' && { borderRadius: `${t.shape.borderRadius}px` }),
        }),
        { width, height },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
