/**
 * /admin/ads, Ads Management (admin-and-api.md §2, §4, §8): the four stat cards and the table over
 * the placement the filter shows, create and edit in the "Create Megaphone" dialog, the status
 * switch (which sends only isActive), a preview of each ad as readers see it, and delete after the
 * browser's confirmation. Counts change while readers read: Refresh asks for them again.
 * "Performance in" shows the cards and each ad's numbers among readers of one language (issue 23):
 * readers' browsers report the language an ad was seen in. The last 14 site-days of the ads shown
 * (impressions, clicks, CTR), in all or in that language, are a chart with its table (issue 30).
 */
import type { AdminAd, AdPlacement } from '@contract';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useAdminAds, useDeleteAd, useUpdateAd } from '../api/ads';
import { useAdminLanguages } from '../api/languages';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { ResourceTable, type Column } from '../shared/resource-table';
import { AdDialog } from './ad-dialog';
import { targetingLabel } from './ad-languages-field';
import { AD_PLACEMENT_LABELS } from './ad-labels';
import { AdPreviewDialog } from './ad-preview-dialog';
import { AdRow, FROM_SM, WIDE_ONLY } from './ad-row';
import { adDays, AdStatCards, daysOf, performanceOf } from './ad-stats';

/** The chart library loads with the chart, after the list. */
const AdDaysChart = lazy(() => import('./ad-days-chart'));

/** Loading rows (admin-and-api.md §9). */
export const AD_SKELETON_ROWS = 5;
export const AD_DELETE_CONFIRMATION = 'Are you sure you want to delete this advertisement? This action cannot be undone.';
const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Type', sx: WIDE_ONLY },
  { label: 'Placement', sx: WIDE_ONLY },
  { label: 'Priority', sx: WIDE_ONLY, align: 'right' },
  { label: 'Performance', sx: FROM_SM },
  { label: 'Status' },
  { label: 'Actions', align: 'right' },
];

type DialogState = { mode: 'create' } | { mode: 'edit'; ad: AdminAd } | { mode: 'preview'; ad: AdminAd } | null;

export function AdsPage() {
  usePageTitle('Ads Management');
  const outcome = useOutcomeToasts();
  const [placement, setPlacement] = useState<AdPlacement | 'all'>('all');
  /** Whose numbers show: every reader's (null) or one language's readers'. */
  const [readerLanguage, setReaderLanguage] = useState<number | null>(null);
  const languages = useAdminLanguages();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = useAdminAds(placement);
  const update = useUpdateAd();
  const remove = useDeleteAd();

  const toggle = (ad: AdminAd, isActive: boolean) => {
    setBusyId(ad.id);
    update.mutate({ id: ad.id, body: { isActive } }, outcome('Megaphone updated successfully!', 'Failed to update ad', () => setBusyId(null)));
  };

  const confirmDelete = (ad: AdminAd) => {
    if (!window.confirm(AD_DELETE_CONFIRMATION)) return;
    setBusyId(ad.id);
    remove.mutate(ad.id, outcome('Megaphone deleted successfully!', 'Failed to delete ad', () => setBusyId(null)));
  };

  const create = () => setDialog({ mode: 'create' });
  return (
    <>
      <PageHeader
        title="Ads Management"
        subtitle="Megaphones: the sponsors' ads on the reader site, and how readers respond to them."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
            Create Megaphone
          </Button>
        }
      />

      <AdStatCards ads={list.data} languageId={readerLanguage} />

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select label="Placement" value={placement} onChange={(e) => setPlacement(e.target.value as AdPlacement | 'all')} sx={{ minWidth: { sm: 220 } }}>
            <MenuItem value="all">All</MenuItem>
            {(Object.keys(AD_PLACEMENT_LABELS) as AdPlacement[]).map((p) => (
              <MenuItem key={p} value={p}>
                {AD_PLACEMENT_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Performance in"
            value={readerLanguage ?? 'all'}
            onChange={(e) => setReaderLanguage(e.target.value === 'all' ? null : Number(e.target.value))}
            sx={{ minWidth: { sm: 220 } }}
          >
            <MenuItem value="all">All languages</MenuItem>
            {languages.data?.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
            A view counts when half of an ad was on a reader&apos;s screen for a second; each reader counts once per ad in 30 minutes, crawlers never.
          </Typography>
          <Button startIcon={<RefreshIcon />} onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </Button>
        </Stack>
      </Paper>

      {list.isSuccess && list.data.length > 0 && (
        <Suspense fallback={<Skeleton variant="rounded" height={420} sx={{ mb: 2 }} />}>
          <Box sx={{ mb: 2 }}>
            <AdDaysChart
              days={adDays(list.data, readerLanguage)}
              audience={readerLanguage === null ? 'All readers' : `Readers in ${languages.data?.find((l) => l.id === readerLanguage)?.name ?? 'this language'}`}
            />
          </Box>
        </Suspense>
      )}

      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The advertisements could not be loaded.
        </Alert>
      )}

      <ResourceTable
        label="Advertisements"
        columns={COLUMNS}
        loading={list.isPending}
        skeletonRows={AD_SKELETON_ROWS}
        skeletonTestId="ad-skeleton-row"
        empty={
          list.isSuccess &&
          list.data.length === 0 && (
            <>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                No advertisements found
              </Typography>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={create}>
                Create Megaphone
              </Button>
            </>
          )
        }
      >
        {list.data?.map((ad) => (
          <AdRow
            key={ad.id}
            ad={ad}
            targeting={targetingLabel(ad.languageIds, languages.data)}
            performance={performanceOf(ad, readerLanguage)}
            days={daysOf(ad, readerLanguage)}
            busy={busyId === ad.id}
            onToggle={(isActive) => toggle(ad, isActive)}
            onEdit={() => setDialog({ mode: 'edit', ad })}
            onPreview={() => setDialog({ mode: 'preview', ad })}
            onDelete={() => confirmDelete(ad)}
          />
        ))}
      </ResourceTable>

      {(dialog?.mode === 'create' || dialog?.mode === 'edit') && <AdDialog ad={dialog.mode === 'edit' ? dialog.ad : undefined} onClose={() => setDialog(null)} />}
      {dialog?.mode === 'preview' && <AdPreviewDialog ad={dialog.ad} onClose={() => setDialog(null)} />}
    </>
  );
}
