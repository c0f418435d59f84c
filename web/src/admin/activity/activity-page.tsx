/**
 * The Activity screen (issue 29): every change made in the console or through an API key, and
 * every refusal, newest first; filtered by person, action, target and language and by date; more
 * on request; the same filter exported as CSV (the export is itself recorded). Opened from a
 * person's "Activity" on the Staff screen (?actorId=), it starts filtered to them.
 */
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../shared/toast';
import { downloadAuditCsv, useAuditLog, type AuditFilters } from '../api/audit-log';
import { useAdminLanguages } from '../api/languages';
import { errorToast } from '../shared/errors';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { ActivityList, actorLabel } from './activity-entry';

/** A date field's day as the API reads it: from its first moment, to its last (India time, as the console shows times). */
const dayStart = (d: string) => (d ? `${d}T00:00:00+05:30` : '');
const dayEnd = (d: string) => (d ? `${d}T23:59:59.999+05:30` : '');

export function ActivityPage() {
  usePageTitle('Activity');
  const { toast } = useToast();
  const languages = useAdminLanguages();
  // ?actorId= (the Staff screen's "Activity" of a person) starts the list filtered to them.
  const [params] = useSearchParams();
  const [form, setForm] = useState({ actorId: params.get('actorId') ?? '', action: '', targetType: '', targetId: '', languageId: '', from: '', to: '' });
  const filters: AuditFilters = { ...form, from: dayStart(form.from), to: dayEnd(form.to), targetId: form.targetType ? form.targetId : '' };
  const log = useAuditLog(filters);
  const [exporting, setExporting] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filters);
    } catch (err) {
      toast(errorToast(err, 'The activity could not be exported'));
    } finally {
      setExporting(false);
    }
  };

  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  // An id says little: name whom it filters by, as their entries do.
  const filtered = form.actorId ? entries.find((e) => e.actor.id === form.actorId.trim()) : undefined;
  const actorName = filtered ? actorLabel(filtered) : undefined;
  return (
    <Box>
      <PageHeader
        title="Activity"
        subtitle="Who changed what, and every refused attempt, newest first"
        action={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting}>
            Export CSV
          </Button>
        }
      />
      <Paper variant="outlined" component="form" role="search" aria-label="Filter activity" onSubmit={(e) => e.preventDefault()} sx={{ p: 2, mb: 2 }}>
        {/* Two columns even on a phone: in one, the filters filled the first screen and hid the entries. */}
        <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <TextField select label="Action" value={form.action} onChange={set('action')} size="small">
            <MenuItem value="">Any action</MenuItem>
            {AUDIT_ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Target" value={form.targetType} onChange={set('targetType')} size="small">
            <MenuItem value="">Anything</MenuItem>
            {AUDIT_TARGET_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Target id" value={form.targetId} onChange={set('targetId')} size="small" disabled={!form.targetType} />
          <TextField select label="Language" value={form.languageId} onChange={set('languageId')} size="small">
            <MenuItem value="">Any language</MenuItem>
            {(languages.data ?? []).map((l) => (
              <MenuItem key={l.id} value={String(l.id)}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Person or key id" value={form.actorId} onChange={set('actorId')} size="small" helperText={actorName} sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }} />
          <TextField label="From" type="date" value={form.from} onChange={set('from')} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label="To" type="date" value={form.to} onChange={set('to')} size="small" slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      </Paper>
      {log.isError ? (
        <Alert severity="error">The activity could not be loaded. {log.error instanceof Error ? log.error.message : ''}</Alert>
      ) : log.isPending ? (
        <CircularProgress aria-label="Loading the activity" />
      ) : entries.length === 0 ? (
        <Typography color="textSecondary">No activity matches these filters.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ px: 2 }}>
          <ActivityList label="Activity" entries={entries} />
        </Paper>
      )}
      {log.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
