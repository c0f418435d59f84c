/**
 * Loads the app when the reader reaches for the page: the first key, touch, pointer movement,
 * wheel or focus. Until then a server-rendered page is only its HTML (and what its first script
 * does without the app), which is all a reader who only reads needs, and a phone's CPU spends
 * nothing re-creating markup it already has.
 *
 * A click that comes before the app has taken over (it is still loading) is held: the control
 * clicked gets the click again once the app is there, so nothing a reader does is lost. Links are
 * not held: they navigate as the browser's own, a page load the server renders. A part of the page
 * that handles its own clicks without the app says so with `data-own-clicks`. What is typed into a
 * field before the app is live is given to the app as the field's input once it is.
 */
const INTENT_EVENTS = ['keydown', 'touchstart', 'pointerdown', 'pointermove', 'wheel', 'focusin'] as const;
const HELD = 'button, input, select, textarea, label, summary, [role="button"], [role="combobox"], [role="tab"], [role="switch"], [role="checkbox"]';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Gives a field's text to the app as if typed now: React reads a field's changes by comparing its
 * value with the one it last saw, so that one is set apart first (through the element, which React
 * watches) and the text put back underneath (through the prototype's setter, which it does not).
 */
function retype(field: Field, text: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * `app.start` loads the app and starts it; `app.live` resolves once it has hydrated the page.
 * Returns `wake`, to load it now (the page needs it).
 */
export function wakeOnIntent(app: { start(): Promise<void>; live(): Promise<void> }): () => void {
  let held: HTMLElement | null = null;
  let woken = false;
  const typed = new Map<Field, string>();
  const onInput = (event: Event) => {
    const field = event.target as Field;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.closest('[data-own-clicks]')) typed.set(field, field.value);
  };

  const hold = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const control = target?.closest?.<HTMLElement>(HELD);
    if (!control || control.closest('a[href], [data-own-clicks]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    wake();
  };
  const onIntent = (event: Event) => {
    // Focus the page's own script moved (the guide opening) is not the reader's, nor a pointer
    // "move" that did not move: the browser sends one when the page changes under a resting mouse.
    if (event.type === 'focusin' && (event.target as Element | null)?.closest?.('[data-own-clicks]')) return;
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
    wake();
  };

  function wake() {
    if (woken) return;
    woken = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, onIntent, true);
    // Once the app is live (hydrated, its first effects run: a Save button knows it is saved), the
    // held click and what was typed reach it. If the app cannot load (offline), clicks are no
    // longer held either: links still work.
    const release = () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', onInput, true);
      for (const [field, text] of typed) if (field.isConnected) retype(field, text);
      typed.clear();
      const control = held;
      held = null;
      if (control?.isConnected) control.click();
    };
    void app.start().then(() => app.live().then(release), release);
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('input', onInput, true);
  for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
  return wake;
}
