/**
 * `useToast` for the components that can toast. Importing it brings the toast's view along
 * (toast-view.tsx, in the importing screen's chunk), which it hands to the provider
 * (toast-provider.tsx) when the component mounts, before anything can toast.
 */
import { useContext, useLayoutEffect } from 'react';
import { ToastContext } from './toast-provider';
import ToastView from './toast-view';

export { TOAST_DURATION_MS, type Toast, type ToastInput } from './toast-provider';

export function useToast() {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  const { toast, provideView } = context;
  useLayoutEffect(() => provideView(ToastView), [provideView]);
  return { toast };
}
