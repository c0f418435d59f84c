/**
 * Toasts as the spec sets them (public-site.md §9): one at a time, each shown 5000 ms, swipe right
 * (50 px) to dismiss, F8 moves focus to the toast region; at most 420 px wide on medium screens up.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Box, IconButton, Snackbar, type SnackbarOrigin } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ReactNode;
}
interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}

/**
 * `anchor`: where toasts appear (default bottom right). The console puts them at the top, where
 * they do not cover the action buttons of its dialogs.
 */
export function ToastProvider({ children, anchor = { vertical: 'bottom', horizontal: 'right' } }: { children: ReactNode; anchor?: SnackbarOrigin }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);

  const toast = useCallback((t: ToastInput) => {
    setCurrent({ ...t, id: nextId.current++ });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') region.current?.querySelector<HTMLElement>('[role="status"], [role="alert"]')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => setOpen(false);
  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Box ref={region} component="section" aria-label="Notifications (F8)">
        <Snackbar
          key={current?.id}
          open={open}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={(_e, reason) => reason !== 'clickaway' && close()}
          anchorOrigin={anchor}
          sx={{ maxWidth: { md: 420 }, width: { xs: 'calc(100% - 16px)', md: 420 } }}
        >
          {current ? (
            <Alert
              role={current.variant === 'destructive' ? 'alert' : 'status'}
              tabIndex={-1}
              data-testid="toast"
              severity={current.variant === 'destructive' ? 'error' : 'success'}
              variant="filled"
              sx={{ width: '100%', boxShadow: 3 }}
              onTouchStart={(e) => (swipeStart.current = e.touches[0]?.clientX ?? null)}
              onTouchEnd={(e) => {
                const end = e.changedTouches[0]?.clientX;
                if (swipeStart.current !== null && end !== undefined && end - swipeStart.current > SWIPE_THRESHOLD_PX) close();
                swipeStart.current = null;
              }}
              action={
                <>
                  {current.action}
                  <IconButton aria-label="Close notification" color="inherit" size="small" onClick={close}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <AlertTitle sx={{ mb: current.description ? 0.5 : 0 }}>{current.title}</AlertTitle>
              {current.description}
            </Alert>
          ) : undefined}
        </Snackbar>
      </Box>
    </ToastContext.Provider>
  );
}
