/** The console's words for two people saving one article (issue 39), kept together as review-labels.ts keeps its own. */
import type { Choice } from './rebase';

export const CONFLICT_TEXT = {
  /** Named when the server says who saved the version met (`by` of the 409). */
  heading: (name: string | null) => `${name ?? 'Someone else'} saved this article while you were editing`,
  /** Under the heading: what happened, and that nothing typed is lost. */
  explain: (at: string) =>
    `Their save (${at}) changed parts you changed too. Nothing of yours is saved yet and nothing you typed is lost: choose what to keep of each, then save again. Everything else is merged.`,
  mergedOnly: 'Someone else saved this article while you were editing. Their changes and yours are merged in the form now: check it and save again.',
  yours: 'Yours',
  theirs: 'Theirs',
  before: 'Before both',
  empty: '(empty)',
  choices: { mine: 'Keep mine', theirs: 'Take theirs', both: 'Keep both' } satisfies Record<Choice, string>,
  choicesLabel: (label: string) => `What to keep of ${label}`,
  undecided: (n: number) => `${n} still to choose`,
  editForm: 'Apply and edit the form',
  /** The toast of a save merged with a colleague's newer one. */
  mergedTitle: 'Saved and merged',
  merged: (name: string) => `${name} saved this article while you were editing: your changes and theirs are both kept.`,
  discardTitle: 'Discard your changes?',
  discardMessage: 'What you typed here has not been saved. Close and lose it?',
  discard: 'Discard',
} as const;

/** When a newer version was saved, as the conflict view says it. */
const savedAtText = (iso: string) => `${new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;

/** Whose save a 409 met, and when, as the conflict view says it. */
export interface Saved {
  at: string;
  by: string | null;
}

/** `by` of the 409 when the server knows who saved that version; else the article's last change, by "someone else". */
export function savedOf(answer: { current: { updatedAt: string }; by?: { name: string; at: string } | null }): Saved {
  return { at: savedAtText(answer.by?.at ?? answer.current.updatedAt), by: answer.by?.name ?? null };
}
