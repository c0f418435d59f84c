/**
 * Autosave of a language version's four fields (title, excerpt, content, meta description) in a
 * console form: after a short pause in typing the edit is kept (draftStore: the server for an
 * existing article, this browser for a new one); on opening, a kept draft that differs from what
 * the form holds is offered back ("Restore" / "Discard"); a save clears it. While the offer is
 * open nothing is kept, so the draft being offered is not overwritten by the form's old text.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/request';
import { draftStore, type AutosaveTarget, type Draft, type DraftFields } from '../../api/autosave';

/** The pause after the last keystroke before the edit is kept. */
export const AUTOSAVE_DELAY_MS = 1500;
const FIELDS = ['title', 'excerpt', 'content', 'metaDescription'] as const;

export type AutosaveStatus = { phase: 'idle' } | { phase: 'saved'; at: string } | { phase: 'failed'; reason: string };

export interface Autosave {
  /** A kept draft that differs from the form, waiting for Restore or Discard. */
  offer: Draft | null;
  status: AutosaveStatus;
  restore(): void;
  discard(): void;
  /** After a save: the draft is the saved text now. */
  clear(): Promise<void>;
  /** Whether the form's text is kept (as the kept draft, or as it opened): closing then loses nothing. */
  holds(): boolean;
}

const same = (a: DraftFields, b: DraftFields) => FIELDS.every((f) => (a[f] ?? '') === (b[f] ?? ''));

export function useAutosave<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, target: AutosaveTarget): Autosave { // eslint-disable-line @typescript-eslint/no-explicit-any -- as LanguageVersionFields
  const key = target.kind === 'server' ? `${target.articleId}/${target.languageId}` : target.key;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the target is its key
  const store = useMemo(() => draftStore(target), [key]);
  // The fields are read when they change (a subscription), never watched in render: watching them
  // re-rendered the whole form on every keystroke, 50+ ms a key on a busy machine (issue 28).
  const { getValues, watch } = form;
  const read = useCallback((): DraftFields => {
    const [title, excerpt, content, metaDescription] = getValues(FIELDS as unknown as Path<T>[]) as (string | undefined)[];
    return { title: title ?? '', excerpt: excerpt ?? '', content: content ?? '', metaDescription: metaDescription ?? '' };
  }, [getValues]);
  const [offer, setOffer] = useState<Draft | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<AutosaveStatus>({ phase: 'idle' });
  // What needs no keeping: the text the form opened with, then each draft kept or cleared.
  const kept = useRef<DraftFields | null>(null);
  kept.current ??= read();
  // The save on its way: a clear waits for it, so the draft cannot land after the delete.
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let live = true;
    store
      .load()
      .then((draft) => {
        if (live && draft && !same(draft, kept.current!)) setOffer(draft);
      })
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [store]);

  useEffect(() => {
    if (!loaded || offer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each change starts the pause again; the edit is kept once typing has paused.
    const schedule = () => {
      clearTimeout(timer);
      if (same(read(), kept.current!)) return;
      timer = setTimeout(() => {
        const fields = read();
        // Saved or cleared meanwhile (the dialog's save clears before this fires).
        if (same(fields, kept.current!)) return;
        inFlight.current = store.save(fields).then(
          (draft) => {
            kept.current = fields;
            setStatus({ phase: 'saved', at: draft.savedAt });
          },
          (err: unknown) => setStatus({ phase: 'failed', reason: err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err) }),
        );
      }, AUTOSAVE_DELAY_MS);
    };
    schedule();
    const subscription = watch((_values, { name }) => {
      if (name === undefined || (FIELDS as readonly string[]).includes(name)) schedule();
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [loaded, offer, store, read, watch]);

  return {
    offer,
    status,
    restore: () => {
      if (!offer) return;
      kept.current = offer;
      for (const f of FIELDS) form.setValue(f as Path<T>, (offer[f] ?? '') as never, { shouldDirty: true });
      setOffer(null);
    },
    discard: () => {
      setOffer(null);
      void store.clear().catch(() => undefined);
    },
    holds: () => !offer && same(read(), kept.current!),
    clear: async () => {
      kept.current = read();
      setOffer(null);
      await inFlight.current.catch(() => undefined);
      await store.clear().catch(() => undefined);
    },
  };
}
