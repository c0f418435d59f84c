/**
 * /admin/site-text (issue 23): the reader site's interface strings of one language beside
 * English. An administrator picks a language, filters (missing, AI-made, reviewed, human, stale),
 * edits any string inline (a human edit is never replaced by AI), marks AI strings reviewed, and
 * asks AI for the missing and stale ones, following the job's state (running, waiting to retry
 * with the attempt and time, failed with the reason).
 */
import { DEFAULT_LANGUAGE_CODE, type SiteTextRow } from '@contract';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import TranslateIcon from '@mui/icons-material/Translate';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, Skeleton, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useToast } from '../../shared/toast';
import { useAdminLanguages } from '../api/languages';
import { useStaffAccess } from '../auth/staff-access';
import { isJobActive, useEditSiteText, useResetSiteText, useReviewSiteText, useSiteText, useTranslateSiteText } from '../api/site-text';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { errorToast } from '../shared/errors';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { jobText } from './job-text';
import { SiteTextRowItem } from './site-text-row';

const FILTERS = [
  { value: 'all', label: 'All', keep: () => true },
  { value: 'missing', label: 'Missing', keep: (r: SiteTextRow) => r.source === null },
  { value: 'ai', label: 'AI-made', keep: (r: SiteTextRow) => r.source === 'ai' },
  { value: 'reviewed', label: 'Reviewed', keep: (r: SiteTextRow) => r.source !== null && r.reviewed },
  { value: 'human', label: 'Human', keep: (r: SiteTextRow) => r.source === 'human' },
  { value: 'stale', label: 'Stale', keep: (r: SiteTextRow) => r.stale },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/** What "Translate missing" sends to AI: missing strings and stale AI ones (never a human or shipped text). */
const translatable = (r: SiteTextRow) => r.source === null || (r.source === 'ai' && r.stale);

export function SiteTextPage() {
  usePageTitle('Site text');
  const { toast } = useToast();
  const languages = useAdminLanguages();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  // Only the languages whose site text this person may edit (issue 29: a translator's, an editor's).
  const { can } = useStaffAccess();
  const choices = (languages.data ?? []).filter((l) => l.code !== DEFAULT_LANGUAGE_CODE && can('siteText.update', { languageId: l.id }));
  const asked = Number(params.get('language'));
  const language = choices.find((l) => l.id === asked) ?? choices[0];
  const view = useSiteText(language?.id);
  const id = language?.id ?? 0;
  const edit = useEditSiteText(id);
  const review = useReviewSiteText(id);
  const translate = useTranslateSiteText(id);
  const reset = useResetSiteText(id);
  const [saving, setSaving] = useState<string | null>(null);
  const [resetting, setResetting] = useState<SiteTextRow | null>(null);

  const data = view.data && view.data.language.id === language?.id ? view.data : undefined;
  const active = isJobActive(data);
  const status = jobText(data?.job);
  const toTranslate = data?.rows.filter(translatable).length ?? 0;
  const needle = search.trim().toLowerCase();
  const keep = FILTERS.find((f) => f.value === filter)!.keep;
  const rows = (data?.rows ?? []).filter((r) => keep(r) && (!needle || [r.key, r.english, r.text ?? ''].some((t) => t.toLowerCase().includes(needle))));
  const countOf = (f: Filter) => (data ? data.rows.filter(FILTERS.find((x) => x.value === f)!.keep).length : 0);

  const startTranslation = () =>
    translate.mutate(undefined, {
      onSuccess: (r) => toast({ title: r.message }),
      onError: (err) => toast(errorToast(err, 'Failed to start the translation')),
    });
  const save = async (key: string, text: string) => {
    setSaving(key);
    try {
      await edit.mutateAsync({ key, text });
      toast({ title: 'Site text saved' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Site text"
        subtitle="The words of the reader site in each language, beside the English. AI fills new languages; your edits are never replaced."
        action={
          <Button
            variant="contained"
            startIcon={active ? <CircularProgress size={16} color="inherit" /> : <TranslateIcon />}
            disabled={!data || !data.ai.usable || active || translate.isPending || toTranslate === 0}
            onClick={startTranslation}
          >
            {active ? 'Translating...' : `Translate missing${data ? ` (${toTranslate})` : ''}`}
          </Button>
        }
      />

      {languages.isError && <Alert severity="error">The languages could not be loaded.</Alert>}
      {languages.data && choices.length === 0 && <Alert severity="info">Add a language first: English is the source of the site text.</Alert>}

      {language && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label="Language"
              value={String(language.id)}
              onChange={(e) => setParams({ language: e.target.value }, { replace: true })}
              size="small"
              sx={{ minWidth: 220 }}
            >
              {choices.map((l) => (
                <MenuItem key={l.id} value={String(l.id)}>
                  {l.name} · {l.nativeName}
                  {l.isActive ? '' : ' (inactive)'}
                </MenuItem>
              ))}
            </TextField>
            {data && (
              <Typography color="textSecondary" data-testid="site-text-summary">
                {data.counts.total - data.counts.missing} of {data.counts.total} strings translated · {data.counts.ai} AI-made · {data.counts.human} human ·{' '}
                {data.counts.reviewed} reviewed{data.counts.stale > 0 ? ` · ${data.counts.stale} stale` : ''}
              </Typography>
            )}
          </Stack>
          {data && !data.ai.usable && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {data.ai.message ?? 'AI is not set up.'} Set it up in{' '}
              <Box component={RouterLink} to="/admin/ai-settings" sx={{ color: 'inherit', fontWeight: 700 }}>
                AI Settings
              </Box>{' '}
              to translate this language. Until then readers see English where nothing is translated.
            </Alert>
          )}
          {status && (
            <Alert severity={status.severity} icon={status.busy === 'working' ? <CircularProgress size={20} /> : status.busy === 'waiting' ? <AccessTimeIcon /> : undefined} sx={{ mt: 2 }} data-testid="site-text-job">
              {status.text}
              {data?.job?.state === 'completed' && data.job.skipped.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {data.job.skipped.slice(0, 10).map((s) => (
                    <li key={s.key}>
                      <code>{s.key}</code>: {s.reason}
                    </li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </Paper>
      )}

      {view.isError && <Alert severity="error">The site text could not be loaded.</Alert>}

      {data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { md: 'center' } }}>
          <ToggleButtonGroup
            value={filter}
            exclusive
            size="small"
            onChange={(_e, v: Filter | null) => v && setFilter(v)}
            aria-label="Show strings"
            sx={{ flexWrap: 'wrap' }}
          >
            {FILTERS.map((f) => (
              <ToggleButton key={f.value} value={f.value} sx={{ textTransform: 'none' }}>
                {f.label} ({countOf(f.value)})
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField label="Search strings" value={search} onChange={(e) => setSearch(e.target.value)} size="small" type="search" sx={{ minWidth: { md: 240 } }} />
        </Stack>
      )}

      {language && !data && !view.isError && (
        <Box aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={64} />
          ))}
        </Box>
      )}

      {data && (
        <Paper variant="outlined" sx={{ px: 2 }}>
          <Box component="ul" aria-label={`${language!.name} site text`} sx={{ m: 0, p: 0 }}>
            {rows.map((row) => (
              <SiteTextRowItem
                key={row.key}
                row={row}
                code={data.language.code}
                languageName={data.language.name}
                saving={saving === row.key}
                reviewing={review.isPending}
                onSave={(text) => save(row.key, text)}
                onReset={() => setResetting(row)}
                onReview={() => review.mutate([row.key], { onError: (err) => toast(errorToast(err, 'Failed to mark the string reviewed')) })}
              />
            ))}
          </Box>
          {rows.length === 0 && (
            <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
              No strings match.
            </Typography>
          )}
        </Paper>
      )}

      <ConfirmDialog
        open={resetting !== null}
        title="Reset String"
        message={`Forget the ${resetting?.source === 'human' ? 'edited' : 'AI'} text of ${resetting?.key ?? 'this string'}? Readers then see the shipped text or English until it is translated again.`}
        confirmLabel="Reset"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting.key, {
            onSuccess: () => toast({ title: 'Site text reset' }),
            onError: (err) => toast(errorToast(err, 'Failed to reset the string')),
            onSettled: () => setResetting(null),
          })
        }
        onClose={() => setResetting(null)}
      />
    </>
  );
}
