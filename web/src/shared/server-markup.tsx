/**
 * The parts of a server-rendered page that do not change in the browser until what they show does
 * (the card grids, the hero, the footer's columns): hydrating kept the server's markup of them as
 * it was, instead of rendering them again only to attach to the same HTML. On the home page at a
 * phone's CPU that rendering was about 40 % of the script the page ran (docs/performance.md).
 *
 * While hydrating, `ServerMarkup` renders an element whose content React does not own
 * (`dangerouslySetInnerHTML` of nothing, which hydration leaves as the server sent it): no render,
 * no effects, no event handlers inside. It keeps that markup while `until` (compared item by item,
 * as a hook's dependencies) stays the same; once any item changes (another language, a list
 * fetched again) the children render as any component does, from then on. Rendered in the browser
 * without the server (a client-side navigation), it is an ordinary wrapper.
 *
 * What the kept markup still does:
 * - its links navigate in the page, as the router's links do (one listener on the wrapper); a link
 *   to another site, to a new tab or with a modifier key is the browser's;
 * - keyboard focus is drawn by CSS (MUI draws it from a class its JavaScript sets);
 * - `adapt` runs once on it after hydrating, for what only the browser knows (dates in the reader's
 *   time zone: the server wrote them in India's).
 */
import { Box } from '@mui/material';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useHydrated } from './hydration';

const WRAPPER = {
  display: 'contents',
  '& :focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;
const NO_CONTENT = { __html: '' };

const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

export function ServerMarkup({ until, adapt, children }: { until: readonly unknown[]; adapt?: (root: HTMLElement) => void; children: ReactNode }) {
  const hydrating = !useHydrated() && typeof window !== 'undefined';
  const [kept, setKept] = useState<readonly unknown[] | null>(() => (hydrating ? until : null));
  const keeping = kept !== null && sameItems(kept, until);
  // Once changed, never kept again: the markup it kept is gone.
  if (kept !== null && !keeping) setKept(null);

  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (keeping && ref.current) adapt?.(ref.current);
    // Once, on the markup as the server sent it.
  }, []);

  // Keyed apart: going from the kept markup to rendered children replaces the element, never appends to it.
  if (!keeping) return <Box key="rendered" sx={WRAPPER}>{children}</Box>;
  return <Box key="kept" ref={ref} sx={WRAPPER} onClick={(e: MouseEvent) => followLink(e, navigate)} dangerouslySetInnerHTML={NO_CONTENT} suppressHydrationWarning />;
}

/** A click on a link of this site, as react-router's Link handles it: navigation in the page. */
function followLink(e: MouseEvent, navigate: NavigateFunction) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
  const link = (e.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== window.location.origin) return;
  e.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}
