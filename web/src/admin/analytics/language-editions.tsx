/**
 * The language editions side by side (issue 30): page views, visitors, share of all page views and
 * the change against the period just before, per edition read. Active languages nobody read in the
 * period are listed too (at zero): an editor sees which editions are not read.
 */
import { ANALYTICS_MESSAGES, type AnalyticsReport } from '@contract';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useAnalyticsReport, type AnalyticsParams } from '../api/analytics';
import { useAdminLanguages } from '../api/languages';
import { ChartCard } from './chart-card';
import { counted, formatCount, formatDays } from './labels';
import { formatChange, formatShare, previousPeriod } from './ranges';

export interface EditionRow {
  languageId: number;
  name: string;
  pageviews: number;
  visitors: number;
  share: string;
  change: string;
}

/**
 * What a range's editions are compared with: the period of the same length just before it (its
 * report, or that it failed), and the languages (names; which are active, listed at zero when
 * nobody read them). One place reads them for the screen (the top articles use the names too).
 */
export interface EditionsComparison {
  previous?: AnalyticsReport;
  previousFailed: boolean;
  names: Map<number, string>;
  activeIds: number[];
}

export function useEditionsComparison(params: AnalyticsParams): EditionsComparison {
  const before = useAnalyticsReport(useMemo(() => previousPeriod(params), [params]));
  const languages = useAdminLanguages();
  const names = useMemo(() => new Map((languages.data ?? []).map((l) => [l.id, l.name])), [languages.data]);
  const activeIds = useMemo(() => (languages.data ?? []).filter((l) => l.isActive).map((l) => l.id), [languages.data]);
  return { previous: before.data, previousFailed: before.isError, names, activeIds };
}

/** The rows: the report's languages (most read first), then active languages with no page view. */
export function editionRows(report: AnalyticsReport, { previous, names, activeIds }: Omit<EditionsComparison, 'previousFailed'>): EditionRow[] {
  const before = new Map((previous?.languages ?? []).map((l) => [l.languageId, l.pageviews]));
  const read = report.languages.map((l) => l.languageId);
  const unread = [...new Set([...before.keys(), ...activeIds])].filter((id) => !read.includes(id));
  const all = [...report.languages, ...unread.map((languageId) => ({ languageId, pageviews: 0, visitors: 0 }))];
  return all.map((l) => ({
    languageId: l.languageId,
    name: names.get(l.languageId) ?? `Language ${l.languageId}`,
    pageviews: l.pageviews,
    visitors: l.visitors,
    share: formatShare(l.pageviews, report.totals.pageviews),
    change: previous ? formatChange(l.pageviews, before.get(l.languageId) ?? 0) : '…',
  }));
}

export function LanguageEditions({ report, comparison }: { report: AnalyticsReport; comparison: EditionsComparison }) {
  const { previous, previousFailed } = comparison;
  const rows = editionRows(report, comparison);
  const read = rows.filter((r) => r.pageviews > 0);
  const unread = rows.filter((r) => r.pageviews === 0);
  return (
    <ChartCard
      title="Language editions"
      testId="language-editions"
      empty="No edition was read in this period."
      note={
        // Visitors of an edition are its readers, each counted once a day (docs/analytics.md).
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {previousFailed
            ? 'The previous period could not be loaded: no change shown.'
            : `Change in page views against ${previous ? formatDays(previous.from, previous.to) : 'the period before'}.`}
          {report.visitorsSummed ? ` ${ANALYTICS_MESSAGES.summedVisitors}.` : ''}
        </Typography>
      }
      table={{
        columns: ['Language', 'Page views', 'Visitors', 'Share', 'Change'],
        rows: rows.map((r) => ({ key: String(r.languageId), cells: [r.name, formatCount(r.pageviews), formatCount(r.visitors), r.share, r.change] })),
      }}
      chart={
        <>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {read.map((r) => (
              <Paper key={r.languageId} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{r.name}</Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                  {formatCount(r.pageviews)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {r.pageviews === 1 ? 'page view' : 'page views'} · {counted(r.visitors, 'visitor')}
                </Typography>
                <LinearProgress variant="determinate" value={report.totals.pageviews ? (r.pageviews / report.totals.pageviews) * 100 : 0} sx={{ my: 1, height: 6, borderRadius: 3 }} />
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2">{r.share} of all</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, color: r.change.startsWith('−') ? 'error.main' : r.change.startsWith('+') || r.change === 'New' ? 'success.main' : 'text.secondary' }}>
                    {r.change}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
          {unread.length > 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              Not read in this period: {unread.map((r) => (r.change === '—' ? r.name : `${r.name} (${r.change})`)).join(', ')}
            </Typography>
          )}
        </>
      }
    />
  );
}
