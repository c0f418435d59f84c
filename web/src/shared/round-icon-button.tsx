/**
 * What MUI's IconButton draws (a round, 8 px padded button with a hover tint), on ButtonBase, which
 * every page has for its buttons anyway: IconButton's own code was about 1.5 KiB gzip of the app
 * every reader page loads, for the phone menu and the footer's social links.
 */
import { ButtonBase, type ButtonBaseProps } from '@mui/material';
import type { ElementType } from 'react';

type Props<C extends ElementType> = ButtonBaseProps<C, { component?: C }> & { edge?: 'start' };

export function RoundIconButton<C extends ElementType = 'button'>({ edge, sx, ...props }: Props<C>) {
  return (
    <ButtonBase
      centerRipple
      {...(props as ButtonBaseProps)}
      sx={[
        (t) => ({
          flex: '0 0 auto',
          p: 1,
          borderRadius: '50%',
          fontSize: t.typography.pxToRem(24),
          color: t.palette.action.active,
          transition: t.transitions.create('background-color', { duration: t.transitions.duration.shortest }),
          '&:hover': { bgcolor: t.palette.action.hover },
          ...(edge === 'start' && { ml: '-12px' }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
