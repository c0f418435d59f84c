/**
 * Presence in the console (issue 39): each open article dialog (and the translation dialog inside
 * it) says where this tab is with `usePresenceBeat`; the list's rows and the dialogs show who else
 * has the article open: "Priya Sharma · Hindi, editing · active 10:42".
 *
 * One tab beats for one place at a time, the dialog opened last (a translation dialog over its
 * article's): at once when it opens or its place changes, then every PRESENCE_BEAT_MS, so an open
 * editor costs at most one write per 30 s. Closing the last dialog of an article leaves it (DELETE);
 * closing the tab leaves it from `pagehide` with a keepalive request; if even that is lost, the
 * server forgets the entry 60 s after its last beat.
 */
import { PRESENCE_BEAT_MS, type AdminLanguage, type PresenceMode, type PresencePerson } from '@contract';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useAdminLanguages } from '../api/languages';
import { presenceBeats, usePresence } from '../api/presence';

interface Place {
  articleId: number;
  languageId: number;
  mode: PresenceMode;
}

/** The places the tab's open dialogs claim, by the order they opened in: the last one is where the tab is. */
const claims = new Map<number, { order: number; place: Place | null }>();
let nextOrder = 0;
let sent: Place | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
/** Beats and leaves go out in order: a leave overtaken by the next beat would hide an open dialog. */
let queue: Promise<unknown> = Promise.resolve();
const enqueue = (send: () => Promise<unknown>) => {
  queue = queue.then(send).catch(() => undefined);
};

const samePlace = (a: Place | null, b: Place | null) => a?.articleId === b?.articleId && a?.languageId === b?.languageId && a?.mode === b?.mode;

function wanted(): Place | null {
  let top: { order: number; place: Place | null } | undefined;
  for (const claim of claims.values()) if (claim.place && (!top || claim.order > top.order)) top = claim;
  return top?.place ?? null;
}

function beat(place: Place) {
  sent = place;
  enqueue(() => presenceBeats.beat(place.articleId, { languageId: place.languageId, mode: place.mode }));
}

/** Brings the server to where the tab is now. */
function sync() {
  const want = wanted();
  if (sent && sent.articleId !== want?.articleId) {
    const left = sent.articleId;
    sent = null;
    enqueue(() => presenceBeats.leave(left));
  }
  if (!want) {
    clearInterval(timer);
    timer = undefined;
    return;
  }
  if (samePlace(sent, want)) return;
  beat(want);
  clearInterval(timer);
  timer = setInterval(() => {
    const place = wanted();
    if (place) beat(place);
  }, PRESENCE_BEAT_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (!sent) return;
    void presenceBeats.leaveAsPageCloses(sent.articleId).catch(() => undefined);
    sent = null;
    clearInterval(timer);
    timer = undefined;
  });
  // Back from the browser's back-forward cache: the dialogs are open again.
  window.addEventListener('pageshow', (e) => e.persisted && sync());
}

/** While the calling dialog is open, this tab is at `place` (null: not yet known, e.g. loading). */
export function usePresenceBeat(place: Place | null) {
  const id = useRef<number | null>(null);
  useEffect(() => {
    const key = nextOrder++;
    id.current = key;
    claims.set(key, { order: key, place: null });
    return () => {
      claims.delete(key);
      sync();
    };
  }, []);
  const { articleId, languageId, mode } = place ?? {};
  useEffect(() => {
    const claim = id.current === null ? undefined : claims.get(id.current);
    if (!claim) return;
    claim.place = articleId !== undefined && languageId !== undefined && mode !== undefined ? { articleId, languageId, mode } : null;
    sync();
  }, [articleId, languageId, mode]);
}

const TIME = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "Priya Sharma · Hindi, editing · active 10:42 am" */
export function presenceText(person: PresencePerson, languages: readonly AdminLanguage[] | undefined): string {
  const language = languages?.find((l) => l.id === person.languageId)?.name ?? `Language ${person.languageId}`;
  return `${person.name} · ${language}, ${person.mode} · active ${TIME.format(new Date(person.at))}`;
}

/** Who else has each article open: articleId → people (one poll for the whole list). */
export function usePresenceByArticle(): Map<number, PresencePerson[]> {
  const presence = usePresence();
  const map = new Map<number, PresencePerson[]>();
  for (const a of presence.data?.articles ?? []) map.set(a.articleId, a.people);
  return map;
}

/** Under a list row's title: who else has this article open (nothing, and no request, when nobody has). */
export function RowPresence({ people }: { people: PresencePerson[] | undefined }) {
  return people?.length ? <RowPresenceList people={people} /> : null;
}

function RowPresenceList({ people }: { people: PresencePerson[] }) {
  const languages = useAdminLanguages();
  return (
    <Box data-testid="article-presence" sx={{ mt: 0.5 }}>
      {people.map((p) => (
        <Typography key={p.uid} variant="body2" color="info.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
          <VisibilityIcon fontSize="inherit" aria-hidden />
          {presenceText(p, languages.data)}
        </Typography>
      ))}
    </Box>
  );
}

/** At the top of an article's dialog: who else has it open now. */
export function DialogPresence({ articleId }: { articleId: number | undefined }) {
  const byArticle = usePresenceByArticle();
  const languages = useAdminLanguages();
  const people = articleId === undefined ? undefined : byArticle.get(articleId);
  if (!people?.length) return null;
  return (
    <Alert severity="info" icon={<VisibilityIcon fontSize="inherit" />} role="status" aria-label="Also open" sx={{ mb: 2 }} data-testid="dialog-presence">
      Also open:{' '}
      {people.map((p, i) => (
        <span key={p.uid}>
          {i > 0 && '; '}
          {presenceText(p, languages.data)}
        </span>
      ))}
    </Alert>
  );
}
