// @vitest-environment happy-dom
/**
 * Toasts as a person sees them (public-site.md §9: one at a time, each shown 5000 ms), through the
 * real provider and view in React: a toast asked for while the previous one is about to hide is
 * shown for its own 5000 ms, whether the old toast's auto-hide, its close button or a swipe comes
 * in the same moment. (A console run lost "All selected languages already have translations."
 * that way: the old toast's timer fired after the new toast was asked for but before it was drawn,
 * and closed the new one.)
 */
import { I18nProvider } from '@lingui/react';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileSiteText } from '../../functions/src/i18n/compile-messages.js';
import { siteMessages } from '../../functions/src/i18n/site-messages.js';
import { createSiteI18n } from '../../web/src/shared/i18n.js';
import { useToast, TOAST_DURATION_MS, type ToastInput } from '../../web/src/shared/toast.js';
import { ToastProvider } from '../../web/src/shared/toast-provider.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a person sees: the text of every toast on screen (none while hidden). */
const shown = () => [...document.querySelectorAll('[data-testid="toast"]')].filter((el) => el.closest('.MuiSnackbar-root')).map((el) => el.textContent);
const closeButton = () => document.querySelector<HTMLButtonElement>('[data-testid="toast"] button[aria-label]')!;
/** Lets MUI's exit transition end (it removes a hidden toast afterwards). */
const settle = () => act(() => void vi.advanceTimersByTime(1000));

let root: Root;
let toast: (t: ToastInput) => void;

beforeEach(async () => {
  const i18n = createSiteI18n(compileSiteText('en', await siteMessages('en')));
  vi.useFakeTimers();
  const Asker = () => {
    toast = useToast().toast;
    return null;
  };
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root.render(createElement(I18nProvider, { i18n }, createElement(ToastProvider, null, createElement(Asker)))));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('toasts one after another', () => {
  it('each toast is shown for 5000 ms, then hides', async () => {
    act(() => toast({ title: 'Article created successfully!' }));
    expect(shown()).toEqual(['Article created successfully!']);
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toEqual(['Article created successfully!']);
    act(() => void vi.advanceTimersByTime(1));
    await settle();
    expect(shown()).toEqual([]);
  });

  it("a toast asked for as the previous one's time runs out is shown for its own 5000 ms", async () => {
    act(() => toast({ title: 'Article created successfully!' }));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    // The new toast is asked for, and before React draws it the old toast's timer fires.
    act(() => {
      toast({ title: 'All selected languages already have translations.' });
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toEqual(['All selected languages already have translations.']);
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toEqual(['All selected languages already have translations.']);
    act(() => void vi.advanceTimersByTime(1));
    await settle();
    expect(shown()).toEqual([]);
  });

  it('closing the old toast (its button, a swipe) as a new one is asked for leaves the new one shown', async () => {
    act(() => toast({ title: 'Settings saved' }));
    act(() => {
      const oldClose = closeButton();
      toast({ title: 'Connection successful' });
      oldClose.click();
    });
    expect(shown()).toEqual(['Connection successful']);

    act(() => {
      const oldToast = document.querySelector('[data-testid="toast"]')!;
      toast({ title: 'Link Copied!' });
      const at = (clientX: number) => [{ clientX, identifier: 0, target: oldToast }] as unknown as TouchList;
      oldToast.dispatchEvent(Object.assign(new Event('touchstart', { bubbles: true }), { touches: at(10), changedTouches: at(10) }));
      oldToast.dispatchEvent(Object.assign(new Event('touchend', { bubbles: true }), { touches: at(80), changedTouches: at(80) }));
    });
    expect(shown()).toEqual(['Link Copied!']);

    // Its own close button still closes it.
    act(() => closeButton().click());
    await settle();
    expect(shown()).toEqual([]);
  });
});
