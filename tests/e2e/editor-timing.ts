/**
 * Timings a loaded 2-core machine produces at random, made on purpose for the editor's caret
 * specs (admin-editor-caret.spec.ts): the browser's `selectionchange` late, animation frames and
 * short timers late, and the checks made 20 ms after the text takes the focus run after the
 * person's next key (see web/src/admin/articles/editor/dom-selection.ts).
 */
import type { Page } from '@playwright/test';

/**
 * Every `selectionchange` reaches the page 300 ms late: it is an ordinary task, and a keydown or a
 * click can run first. Installed before the hooks below wrap `setTimeout`.
 */
async function lateSelectionChangeEvents(page: Page) {
  await page.evaluate(() => {
    const timer = window.setTimeout.bind(window);
    let replaying = false;
    window.addEventListener(
      'selectionchange',
      (event) => {
        if (replaying) return;
        event.stopImmediatePropagation();
        timer(() => {
          replaying = true;
          document.dispatchEvent(new Event('selectionchange'));
          replaying = false;
        }, 300);
      },
      true,
    );
  });
}

/**
 * Every `selectionchange` reaches the page 300 ms late, and so do every animation frame and short
 * timer. (A frame late: Tiptap's focus command waits for one, and a key pressed meanwhile was
 * undone by it.)
 */
export async function lateSelectionChanges(page: Page) {
  await lateSelectionChangeEvents(page);
  await page.evaluate(() => {
    const frame = window.requestAnimationFrame.bind(window);
    const timer = window.setTimeout.bind(window);
    window.requestAnimationFrame = (callback) => frame(() => timer(() => frame(callback), 300));
    // Short timers too (ProseMirror checks the selection 20 ms after the text takes the focus).
    window.setTimeout = ((handler: TimerHandler, ms = 0, ...rest: unknown[]) => timer(handler, ms < 50 ? ms + 300 : ms, ...rest)) as typeof setTimeout;
  });
}

/**
 * The checks made 20 ms after the text takes the focus run only after the person's next key, and
 * that key's `selectionchange` 300 ms late. The key was Ctrl+Home, the caret the focus leaves is at
 * the start of the text too, and ProseMirror's check put the old caret back before the editor had
 * read the key's.
 */
export async function lateFocusCheck(page: Page) {
  await lateSelectionChangeEvents(page);
  await page.evaluate(() => {
    let focusing = false;
    let held: (() => void)[] = [];
    // The timers set while the focus event is handled: focusin follows it (a microtask would
    // end the window after the first listener when the focus comes from a key such as Tab).
    window.addEventListener('focus', () => void (focusing = true), true);
    window.addEventListener('focusin', () => void (focusing = false), true);
    const timer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms = 0, ...rest: unknown[]) => {
      if (!focusing || ms !== 20 || typeof handler !== 'function') return timer(handler, ms, ...rest);
      held.push(() => (handler as (...args: unknown[]) => void)(...rest));
      return 0;
    }) as typeof setTimeout;
    // In the order they were set, as a browser runs timers of the same delay.
    window.addEventListener('keyup', () => {
      const due = held;
      held = [];
      for (const run of due) run();
    }, true);
  });
}

/**
 * Two checks the editor once had 20 ms after a focus from outside (its own, and ProseMirror's,
 * which puts the editor's caret back when the browser's is still where the focus left it) run on
 * each side of the person's next key: the first at its time, the second held until that key is
 * up (the next key pressed after the focus, not the Tab that gave it), and that key's
 * `selectionchange` comes 300 ms late. The key went to the start of the text, where the focus
 * leaves the caret too, and the late check took the person's caret for the browser's.
 */
export async function focusChecksSplitByKey(page: Page) {
  await lateSelectionChangeEvents(page);
  await page.evaluate(() => {
    let focusing = false;
    let set = 0;
    let held: (() => void) | null = null;
    let keyDown = false;
    window.addEventListener('focus', () => {
      focusing = true;
      set = 0;
      keyDown = false;
    }, true);
    window.addEventListener('focusin', () => void (focusing = false), true);
    window.addEventListener('keydown', () => void (keyDown = true), true);
    const timer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms = 0, ...rest: unknown[]) => {
      if (!focusing || ms !== 20 || typeof handler !== 'function' || ++set !== 2) return timer(handler, ms, ...rest);
      held = () => (handler as (...args: unknown[]) => void)(...rest);
      return 0;
    }) as typeof setTimeout;
    window.addEventListener('keyup', () => {
      if (!keyDown) return;
      const run = held;
      held = null;
      run?.();
    }, true);
  });
}
