/**
 * Toasts as the spec sets them (public-site.md §9): one at a time, each shown 5000 ms, swipe right
 * (50 px) to dismiss, F8 moves focus to the toast region; at most 420 px wide on medium screens up.
 *
 * The provider (every page has it) holds the region and the current toast. What draws a toast
 * (Snackbar and Alert, toast-view.tsx) comes with the components that can toast: `useToast`
 * (toast.tsx) imports it and hands it to the provider when such a component mounts. So pages that
 * cannot toast (home) never download it, and a first toast never waits for it (when the view was
 * fetched on demand, the share button's "Link Copied!" was lost while it loaded).
 */
import { useTranslation } from './i18n';
import { Box, type SnackbarOrigin } from '@mui/material';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';

export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ReactNode;
}
export interface Toast extends ToastInput {
  id: number;
}

export interface ToastViewProps {
  current: Toast;
  open: boolean;
  close(): void;
  anchor: SnackbarOrigin;
}

export const ToastContext = createContext<{ toast(t: ToastInput): void; provideView(view: ComponentType<ToastViewProps>): void } | null>(null);

/**
 * `anchor`: where toasts appear (default bottom right). The console puts them at the top, where
 * they do not cover the action buttons of its dialogs.
 */
export function ToastProvider({ children, anchor = { vertical: 'bottom', horizontal: 'right' } }: { children: ReactNode; anchor?: SnackbarOrigin }) {
  const [View, setView] = useState<ComponentType<ToastViewProps> | null>(null);
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
  const { t } = useTranslation();
  const provideView = useCallback((view: ComponentType<ToastViewProps>) => setView(() => view), []);
  const value = useMemo(() => ({ toast, provideView }), [toast, provideView]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Box ref={region} component="section" aria-label={t('toast.region')}>
        {current && View && <View current={current} open={open} close={close} anchor={anchor} />}
      </Box>
    </ToastContext.Provider>
  );
}
