/**
 * The selection the person sees, made the editor's before it acts (issue 28).
 *
 * ProseMirror learns that the browser moved the selection (End, Home, arrows, Shift+Home) from
 * the document's `selectionchange` event, which the browser queues as an ordinary task. On a busy
 * main thread (a toolbar click re-renders the dialog, a tooltip opens, a 2-core machine under load)
 * the next keydown or click, an input task, can run first: the editor then acts on the selection
 * it had before. After Shift+Home, Bold, End the screen showed a caret at the end of the line
 * while the editor still held the whole line selected, and Enter replaced that line with a new
 * paragraph: the line was gone. Reading the DOM's selection before every key and every toolbar
 * command removes the race. It is ProseMirror's own reading (`domObserver.flush()`, which
 * Tiptap's React package also calls before it handles Enter), so node and cell selections and
 * input methods are treated as ProseMirror treats them.
 */
import type { Editor } from '@tiptap/core';
import { Selection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

interface Observed {
  domObserver?: { flush(): void; setCurSelection(): void };
  input?: { lastFocus: number; mouseDown: unknown };
}

export function readDomSelection(view: EditorView): void {
  if (view.composing || view.isDestroyed) return;
  (view as unknown as Observed).domObserver?.flush();
}

/**
 * The editor follows the caret the person moved, before anything else acts:
 *
 * - On every key, first of all (a capture listener on the text: it runs before ProseMirror's own
 *   and every plugin's handlers). A handler that dispatched anything before the editor had read
 *   the selection wrote the old one back into the page: after ArrowUp, Home and a quick "S", the
 *   caret jumped back to where ArrowUp had left it and "Start: " landed mid-line.
 * - After a key, the caret at the very start of the text is the person's. For 200 ms after the
 *   text takes the focus, ProseMirror takes a caret at the start for the browser's doing (a
 *   browser puts it there when an editable gains the focus) and puts its own selection back. Back
 *   from the HTML view the text has the focus at once, and a quick ArrowUp, Home (or Ctrl+Home)
 *   went to the start within those 200 ms: the caret jumped back, and "Start: " landed mid-line.
 *   The key read first still lets ProseMirror correct a browser's reset that came before it.
 * - On a focus asked for earlier. Tiptap's `focus` command (a toolbar command's chain, a prompt's
 *   Apply) focuses the view an animation frame later, and ProseMirror's `focus()` then writes the
 *   editor's selection into the page: on a busy machine the frame came after the person's End or
 *   arrow key, and put the old selection (a whole line) back under the caret, for the next Enter
 *   to replace. When the view already has the focus and the person has pressed a key or clicked
 *   in the text since it took the focus, its selection is read from the page first. Not before:
 *   when a closing prompt gives the focus back, the browser puts the caret at the start of the
 *   text, which is nobody's. Read then (ProseMirror lets a caret at the start stand when the text
 *   was clicked in the last 300 ms), it moved the caret from what the prompt had just inserted to
 *   the first line, and End, Enter and typing went there.
 * - At a focus from outside (Tab, a dialog giving the focus back), the check is the editor's own.
 *   The browser leaves the caret at the start of the text, and ProseMirror used to put its own
 *   selection back 20 ms later if the caret was still there. That check was a timer of its own,
 *   after this listener's: on a busy machine a key ran between the two, and when the key went to
 *   the start of the text too (Home on the first line, Ctrl+Home), ProseMirror took the person's
 *   caret for the browser's and put the old one back ("Start: " landed where the arrow had left the
 *   caret). Now ProseMirror is told the caret is seen, so it sets no check, and the editor makes it:
 *   at the first key or after 20 ms, whichever comes first, a caret still where the focus left it
 *   is the browser's and the editor's selection is written back; a caret the person moved is read.
 *   A focus by a click is left to ProseMirror (the click places the caret).
 * - When the editor focuses itself (`view.focus()`: back from the HTML view, a closing prompt,
 *   Tiptap's focus command), ProseMirror writes its selection into the page at once, so there is
 *   nothing to correct: the caret the focus leaves is marked as seen.
 */
export function followTheCaret(view: EditorView): void {
  const internals = view as unknown as Observed;
  // Whether the selection on the page is the person's: not once the text takes the focus (the
  // browser's), again after a key or a click in it.
  let personsSelection = false;
  let ownFocus = false;
  // Where a focus from outside left the caret, until the editor has decided whose it is.
  let browsersCaret: { node: Node | null; offset: number } | null = null;
  const focus = view.focus.bind(view);
  const writeSelection = () => {
    ownFocus = true;
    try {
      focus();
    } finally {
      ownFocus = false;
    }
  };
  // The caret a focus from outside left: the editor's selection goes back when it is still there,
  // the person's is read when they moved it.
  const settleBrowsersCaret = () => {
    if (!browsersCaret) return;
    const { node, offset } = browsersCaret;
    browsersCaret = null;
    const now = view.dom.ownerDocument.getSelection();
    if (now?.focusNode === node && now.focusOffset === offset) writeSelection();
    else readDomSelection(view);
  };
  view.dom.addEventListener(
    'focus',
    () => {
      personsSelection = false;
      browsersCaret = null;
      if (ownFocus) internals.domObserver?.setCurSelection();
      else if (!internals.input?.mouseDown) {
        // Not a click's focus (ProseMirror's mousedown, which places the caret, came first).
        const at = view.dom.ownerDocument.getSelection();
        browsersCaret = { node: at?.focusNode ?? null, offset: at?.focusOffset ?? 0 };
        internals.domObserver?.setCurSelection();
      }
      // This capture listener runs before ProseMirror's: see "At a focus from outside" above.
      setTimeout(() => {
        if (view.isDestroyed || !view.hasFocus()) return void (browsersCaret = null);
        if (browsersCaret) settleBrowsersCaret();
        else if (personsSelection) readDomSelection(view);
      }, 20);
    },
    true,
  );
  view.dom.addEventListener('pointerup', () => void (personsSelection = true), true);
  view.dom.addEventListener(
    'keydown',
    () => {
      if (browsersCaret) settleBrowsersCaret();
      readDomSelection(view);
      personsSelection = true;
      if (internals.input) internals.input.lastFocus = 0;
    },
    true,
  );
  view.focus = () => {
    if (view.hasFocus() && personsSelection) readDomSelection(view);
    writeSelection();
  };
}

/** Inserts go after what is selected: a table, image or video never replaces text the person wrote. */
export function afterSelection(editor: Editor) {
  return editor
    .chain()
    .focus()
    .command(({ tr }) => {
      if (!tr.selection.empty) tr.setSelection(Selection.near(tr.doc.resolve(tr.selection.to), 1));
      return true;
    });
}
