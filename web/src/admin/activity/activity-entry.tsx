/** One audit entry as the Activity screen and an article's dialog show it: who, what, to what, when, and what changed. */
import type { AuditEntry } from '@contract';
import { Box, Chip, Stack, Typography } from '@mui/material';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function actorLabel(e: AuditEntry): string {
  if (e.actor.kind === 'apiKey') return `API key ${e.actor.name ?? e.actor.id}`;
  return e.actor.name || e.actor.email || e.actor.id;
}

export function targetLabel(e: AuditEntry): string {
  const what = e.target.title ? `${e.target.type} ${e.target.id} "${e.target.title}"` : `${e.target.type} ${e.target.id}`.trim();
  return e.target.languageId !== undefined ? `${what} (language ${e.target.languageId})` : what;
}

function changeText(field: string, change: AuditEntry['changes'][string]): string {
  if (change === 'changed') return `${field} changed`;
  const show = (v: unknown) => (v === null ? '—' : Array.isArray(v) ? v.join(', ') : String(v));
  return `${field}: ${show(change.from)} → ${show(change.to)}`;
}

export function ActivityEntry({ entry }: { entry: AuditEntry }) {
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
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {targetLabel(entry)}
      </Typography>
      {entry.message && (
        <Typography variant="body2" color="error">
          {entry.message}
        </Typography>
      )}
      {changes.length > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {changes.map(([f, c]) => changeText(f, c)).join(' · ')}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary">
        <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time> · {entry.ip || 'unknown address'}
      </Typography>
    </Box>
  );
}
