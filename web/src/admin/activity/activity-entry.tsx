/** One audit entry as the Activity screen and an article's dialog show it: who, what, to what, when, and what changed. */
import type { AuditEntry } from '@contract';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useAdminLanguages } from '../api/languages';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function actorLabel(e: AuditEntry): string {
  if (e.actor.kind === 'apiKey') return `API key ${e.actor.name ?? e.actor.id}`;
  return e.actor.name || e.actor.email || e.actor.id;
}

/** A language by its name when the console knows it (entries store ids), else by its id. */
type LanguageName = (id: number) => string;
const byId: LanguageName = (id) => `language ${id}`;

export function targetLabel(e: AuditEntry, language: LanguageName = byId): string {
  const what = e.target.title ? `${e.target.type} ${e.target.id} "${e.target.title}"` : `${e.target.type} ${e.target.id}`.trim();
  return e.target.languageId !== undefined ? `${what} (${language(e.target.languageId)})` : what;
}

function changeText(field: string, change: AuditEntry['changes'][string], language: LanguageName): string {
  if (change === 'changed') return `${field} changed`;
  const languages = field === 'languageIds' || field === 'targetLanguageIds';
  const one = (v: unknown) => (languages && typeof v === 'number' ? language(v) : String(v));
  const show = (v: unknown) => (v === null ? '—' : Array.isArray(v) ? v.map(one).join(', ') : one(v));
  return `${field}: ${show(change.from)} → ${show(change.to)}`;
}

export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const languages = useAdminLanguages();
  const names = new Map((languages.data ?? []).map((l) => [l.id, l.name]));
  const language: LanguageName = (id) => names.get(id) ?? byId(id);
  const changes = Object.entries(entry.changes);
  return (
    <Box data-testid="activity-entry" sx={{ py: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {actorLabel(entry)}
        </Typography>
        {entry.actor.role && <Chip size="small" label={entry.actor.role} variant="outlined" />}
        <Chip size="small" label={entry.action} color={entry.outcome === 'refused' ? 'error' : 'default'} />
        {entry.outcome === 'refused' && <Chip size="small" label="Refused" color="error" variant="outlined" />}
        {/* Refusals of one person and action are one entry per 10 minutes, counted (docs/audit-log.md). */}
        {entry.outcome === 'refused' && (entry.count ?? 1) > 1 && (
          <Chip size="small" label={`×${entry.count}`} title={`Refused ${entry.count} times in this 10-minute window`} color="error" variant="outlined" data-testid="refusal-count" />
        )}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {targetLabel(entry, language)}
      </Typography>
      {entry.message && (
        <Typography variant="body2" color="error">
          {entry.message}
        </Typography>
      )}
      {changes.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {changes.map(([f, c]) => changeText(f, c, language)).join(' · ')}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary">
        <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
        {entry.lastAt && (
          <>
            {' '}
            to <time dateTime={entry.lastAt}>{WHEN.format(new Date(entry.lastAt))}</time>
          </>
        )}{' '}
        · {entry.ip || 'unknown address'}
      </Typography>
    </Box>
  );
}

/** Entries newest first, as an ordered list named `label` (the Activity screen, an article's activity). */
export function ActivityList({ label, entries }: { label: string; entries: AuditEntry[] }) {
  return (
    <Stack component="ol" aria-label={label} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((e) => (
        <li key={e.id}>
          <ActivityEntry entry={e} />
        </li>
      ))}
    </Stack>
  );
}
