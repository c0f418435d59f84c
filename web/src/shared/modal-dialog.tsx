/**
 * A modal drawn like MUI's Dialog on a native <dialog> opened with showModal(): the browser gives
 * it what MUI's Modal would (the top layer, an inert page behind it, focus moved in and given back,
 * Escape to close) without Modal, FocusTrap, Portal and transitions (9 KiB gzip, and a long task
 * when one opened on a phone). Used by the first-visit guide and popup ads.
 *
 * Without `open` it is left to whoever opens it: the first-visit guide is opened and closed by the
 * page's first script (language-guide-opener.ts), with or without the app.
 */
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef, type ReactNode } from 'react';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export function ModalDialog({
  id,
  open,
  onClose,
  labelledBy,
  describedBy,
  maxWidth,
  children,
}: {
  id?: string;
  open?: boolean;
  onClose?(): void;
  labelledBy: string;
  describedBy?: string;
  maxWidth: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === undefined) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes focus, as MUI's did, rather than its first button.
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Box
      component="dialog"
      id={id}
      // Its clicks are its opener's (wake-on-intent.ts holds no click in it).
      data-own-clicks={open === undefined ? '' : undefined}
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      // Escape (the browser closes the dialog itself) and a click on the backdrop close it, as MUI's did.
      onCancel={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose?.();
      }}
      sx={{
        p: 0,
        border: 0,
        m: 'auto',
        width: 'calc(100% - 64px)',
        maxWidth,
        maxHeight: 'calc(100% - 64px)',
        overflowY: 'auto',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        outline: 0,
        '&[open]': { animation: `${fadeIn} 225ms ease-out` },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)', animation: `${fadeIn} 225ms ease-out` },
      }}
    >
      {/* Covers the whole dialog, so a click that reaches the dialog itself was on the backdrop. */}
      <Box>{children}</Box>
    </Box>
  );
}
