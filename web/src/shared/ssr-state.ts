/**
 * The state a server-rendered page embeds for the browser (a JSON script, since the
 * Content-Security-Policy allows no inline script). No React here: the page's first script
 * (main.tsx) reads it before anything hydrates, and the app reads the same parsed object after.
 */
import type { DehydratedState } from '@tanstack/react-query';

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

let parsed: SsrState | null | undefined;

/** The page's embedded state (parsed once), or null on a page the server did not render. */
export function readSsrState(): SsrState | null {
  if (parsed !== undefined) return parsed;
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  parsed = null;
  if (!el?.textContent) return parsed;
  try {
    parsed = JSON.parse(el.textContent) as SsrState;
  } catch {
    parsed = null;
  }
  return parsed;
}
