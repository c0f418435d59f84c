/**
 * A console form that writes an article (issue 39): it remembers the version it started from (its
 * values and ETag, sent as If-Match), and on a 409 rebases itself onto the newest version: what only
 * one person changed is merged into the form at once, each overlap waits for the person's choice,
 * and the next save starts from the newest version's ETag. Nothing typed is dropped on the way.
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { allChosen, rebaseForm, type Choice, type FieldSpec, type Rebased } from './rebase';
import type { Saved } from './conflict-text';

export interface VersionedForm {
  /** The If-Match of the next save. */
  etag(): string;
  /** A 409 answered: rebase onto `theirs` (the form made from its `current`); true when the person must choose. */
  rebase(theirs: Record<string, unknown>, etag: string, saved: Saved): boolean;
  /** The open conflicts, or null. */
  conflict: { rebased: Rebased<Record<string, unknown>>; saved: Saved } | null;
  choices: Readonly<Record<string, Choice>>;
  choose(id: string, choice: Choice): void;
  /** Every conflict has a choice (the save may go). */
  decided: boolean;
  /** Puts the choices into the form and closes the conflicts. */
  apply(): void;
  /** Merged without overlaps: the form holds both people's changes, to check before saving again. */
  mergedOnly: boolean;
  /** Whether the form holds anything not saved (a close asks first). */
  isDirty(): boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function useVersionedForm<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, start: { values: T; etag: string }, fields: readonly FieldSpec[]): VersionedForm { // eslint-disable-line @typescript-eslint/no-explicit-any -- the submitted type does not matter here
  const base = useRef<{ values: Record<string, unknown>; etag: string }>(start);
  const [conflict, setConflict] = useState<VersionedForm['conflict']>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [mergedOnly, setMergedOnly] = useState(false);
  const { getValues, setValue } = form;

  const put = useCallback(
    (values: Record<string, unknown>) => {
      for (const f of fields) {
        if (!same(getValues(f.key as Path<T>), values[f.key])) setValue(f.key as Path<T>, values[f.key] as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    },
    [fields, getValues, setValue],
  );

  return {
    etag: () => base.current.etag,
    rebase: (theirs, etag, saved) => {
      const rebased = rebaseForm(base.current.values, getValues() as Record<string, unknown>, theirs, fields);
      base.current = { values: theirs, etag };
      setChoices({});
      if (rebased.conflicts.length === 0) {
        put(rebased.resolve({}));
        setConflict(null);
        setMergedOnly(true);
        return false;
      }
      setMergedOnly(false);
      setConflict({ rebased, saved });
      return true;
    },
    conflict,
    choices,
    choose: (id, choice) => setChoices((c) => ({ ...c, [id]: choice })),
    decided: !conflict || allChosen(conflict.rebased.conflicts, choices),
    apply: () => {
      if (!conflict) return;
      // The form is hidden while the conflicts show, so it still holds what the merge was made from.
      put(conflict.rebased.resolve(choices));
      setConflict(null);
      setMergedOnly(false);
    },
    mergedOnly,
    isDirty: () => fields.some((f) => !same(getValues(f.key as Path<T>), base.current.values[f.key])),
  };
}
