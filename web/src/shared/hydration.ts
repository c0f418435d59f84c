/**
 * Server-rendered pages: a hook for what may differ between the server and this browser (its time
 * zone, its storage). The state the server embeds is in ssr-state.ts (no React: the page's first
 * script reads it too).
 */
import { useSyncExternalStore } from 'react';

export { SSR_STATE_ID, readSsrState, serializeSsrState, type SsrState } from './ssr-state';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration (the first render must equal the server's), true after
 * it and in any render the browser makes on its own (client-side navigation).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
