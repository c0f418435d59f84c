// @vitest-environment happy-dom
/**
 * The console's presence beats (issue 39), through the real hook in React on a fake clock: a tab
 * beats for the dialog opened last, at once when it opens or moves, then once every 30 s and never
 * more (at most one write per open editor per 30 s); closing the last dialog of an article leaves
 * it (DELETE), and the page's `pagehide` leaves it with a keepalive request that outlives the tab.
 */
import { act, createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { PRESENCE_BEAT_MS } from '../../functions/src/contract/index.js';
import { usePresenceBeat } from '../../web/src/admin/articles/presence.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Place = Parameters<typeof usePresenceBeat>[0];
const calls: string[] = [];
let root: Root;

beforeAll(() => {
  vi.useFakeTimers();
  localStorage.setItem('adminToken', 'token-1');
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    calls.push(`${init.method} ${path}${init.body ? ` ${String(init.body)}` : ''}${init.keepalive ? ' keepalive' : ''}${auth === 'Bearer token-1' ? '' : ' (no token)'}`);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterAll(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Dialog({ place }: { place: Place }) {
  usePresenceBeat(place);
  return null;
}
const show = async (...places: Place[]) => {
  await act(async () => root.render(createElement(Fragment, null, ...places.map((place, i) => createElement(Dialog, { key: i, place })))));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
/** What was sent since the last look. */
const sent = () => calls.splice(0);
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const english = { articleId: 7, languageId: 1, mode: 'editing' as const };
const hindi = { articleId: 7, languageId: 2, mode: 'editing' as const };
const beatOf = (p: NonNullable<Place>) => `PUT /api/admin/articles/${p.articleId}/presence {"languageId":${p.languageId},"mode":"${p.mode}"}`;

it('beats at once, then once every 30 s; follows the dialog opened last; leaves when the last closes and when the page goes', async () => {
  await show(null); // a dialog still loading its article says nothing
  expect(sent()).toEqual([]);

  await show(english);
  expect(sent()).toEqual([beatOf(english)]);
  await pass(PRESENCE_BEAT_MS - 1);
  expect(sent()).toEqual([]);
  await pass(1);
  expect(sent()).toEqual([beatOf(english)]);

  // The Hindi translation dialog opens over the article's: the tab is in Hindi now, still one beat a period.
  await show(english, hindi);
  expect(sent()).toEqual([beatOf(hindi)]);
  await pass(3 * PRESENCE_BEAT_MS);
  expect(sent()).toEqual([beatOf(hindi), beatOf(hindi), beatOf(hindi)]);
  // A re-render that changes nothing sends nothing.
  await show(english, hindi);
  expect(sent()).toEqual([]);

  await show(english);
  expect(sent()).toEqual([beatOf(english)]);
  await show();
  expect(sent()).toEqual(['DELETE /api/admin/articles/7/presence']);
  await pass(5 * PRESENCE_BEAT_MS);
  expect(sent()).toEqual([]);

  // Another article, then the tab closes: a keepalive DELETE with the token, and no beat after.
  const other = { articleId: 9, languageId: 1, mode: 'viewing' as const };
  await show(other);
  expect(sent()).toEqual([beatOf(other)]);
  await act(async () => void window.dispatchEvent(new Event('pagehide')));
  expect(sent()).toEqual(['DELETE /api/admin/articles/9/presence keepalive']);
  await pass(5 * PRESENCE_BEAT_MS);
  expect(sent()).toEqual([]);
});
