/**
 * Server-rendered pages: the state the server embeds for the browser (a JSON script, since the
 * Content-Security-Policy allows no inline script), and a hook for what may differ between the
 * server and this browser (its time zone, its storage).
 */
import type { DehydratedState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  /** The language the page was rendered in. */
  language: string;
  /** TanStack Query's dehydrated cache: exactly the queries the page's components make. */
  queries: DehydratedState;
  /** Queries the server answered with an error (an unknown article's 404), keyed by their path. */
  errors: { key: string; status: number; body: string }[];
}

/** The embedded state as a JSON script body: `<` escaped, so no `</script>` can end it early. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readSsrState(): SsrState | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}

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
