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
  // One state, so a toast and whether it is open always change together.
  const [{ current, open }, setShown] = useState<{ current: Toast | null; open: boolean }>({ current: null, open: false });
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);

  const toast = useCallback((t: ToastInput) => setShown({ current: { ...t, id: nextId.current++ }, open: true }), []);
  // Closes toast `id` only while it is the one shown. A toast's auto-hide timer that fires after a
  // newer toast was asked for, but before React drew it, used to close the newer one: it was never
  // seen (the console's "All selected languages already have translations." after "Article
  // created successfully!", in a CI run).
  const closeToast = useCallback((id: number) => setShown((s) => (s.current?.id === id ? { ...s, open: false } : s)), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') region.current?.querySelector<HTMLElement>('[role="status"], [role="alert"]')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const { t } = useTranslation();
  const provideView = useCallback((view: ComponentType<ToastViewProps>) => setView(() => view), []);
  const value = useMemo(() => ({ toast, provideView }), [toast, provideView]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Box ref={region} component="section" aria-label={t('toast.region')}>
        {current && View && <View current={current} open={open} close={() => closeToast(current.id)} anchor={anchor} />}
      </Box>
    </ToastContext.Provider>
  );
}
