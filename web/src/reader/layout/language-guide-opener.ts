/**
 * Opens and closes the first-visit guide (public-site.md §4: shown 1000 ms after load until Skip
 * or Got it; Escape and a click beside it close it too, as a dialog's do). No React: the page's
 * first script runs it, so the guide works on a page the app has not loaded for (language-guide.tsx
 * renders the dialog, on the server too, and leaves it to this).
 */
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/storage';

export const LANGUAGE_GUIDE_ID = 'language-guide';
export const LANGUAGE_GUIDE_DELAY_MS = 1000;
/** On the guide's buttons that dismiss it (Skip, Got it). */
export const GUIDE_DISMISS_ATTRIBUTE = 'data-guide-dismiss';

export function languageGuideDone(): boolean {
  return readStorage(STORAGE_KEYS.hasSeenLanguageGuide) === 'true';
}

const guide = () => document.getElementById(LANGUAGE_GUIDE_ID) as HTMLDialogElement | null;

/** Shows the guide a second from now unless it was dismissed before; `onDismissed` runs when the reader dismisses it. */
export function startLanguageGuide(onDismissed: () => void): void {
  if (languageGuideDone()) return;
  const dismiss = (event: Event) => {
    event.preventDefault();
    writeStorage(STORAGE_KEYS.hasSeenLanguageGuide, 'true');
    guide()?.close();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('cancel', onCancel, true);
    onDismissed();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const dialog = guide();
    if (!dialog?.open || !target) return;
    // A dismissing button, or the backdrop (a click that reaches the dialog element itself).
    if (target === dialog || (dialog.contains(target) && target.closest(`[${GUIDE_DISMISS_ATTRIBUTE}]`))) dismiss(event);
  };
  const onCancel = (event: Event) => {
    if (event.target === guide()) dismiss(event);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('cancel', onCancel, true);
  setTimeout(() => {
    const dialog = guide();
    if (!dialog || dialog.open || languageGuideDone()) return;
    dialog.showModal();
    // The dialog itself takes focus, as MUI's did, rather than its first button.
    dialog.focus();
  }, LANGUAGE_GUIDE_DELAY_MS);
}
