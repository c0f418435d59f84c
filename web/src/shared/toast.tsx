/**
 * Toasts as the spec sets them (public-site.md §9): one at a time, each shown 5000 ms, swipe right
 * (50 px) to dismiss, F8 moves focus to the toast region; at most 420 px wide on medium screens up.
 */
import { Box, type SnackbarOrigin } from '@mui/material';
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export const TOAST_DURATION_MS = 5000;

// The Snackbar and Alert (toast-view.tsx) load once a component that can toast is on the page
// (useToast), so its first toast shows at once; pages without one (home) never fetch them.
const loadToastView = () => import('./toast-view');
const ToastView = lazy(loadToastView);

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ReactNode;
}
export interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  useEffect(() => void loadToastView(), []);
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
        {current && (
          <Suspense fallback={null}>
            <ToastView current={current} open={open} close={close} anchor={anchor} />
          </Suspense>
        )}
      </Box>
    </ToastContext.Provider>
  );
}
