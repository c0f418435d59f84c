/**
 * The Analytics screen (issue 30, docs/console.md): readers over time, the language editions side
 * by side (against the period before), top articles with their languages, sources, countries,
 * devices and browser languages, how many are reading now, and the translations nobody opened in
 * the last 30 days (whatever the range). Ranges end today in the site's time
 * zone (the report names it); Today is by hour. Its own chunk with the chart library: only the
 * console loads it.
 */
import { ANALYTICS_MESSAGES, DEFAULT_SITE_TIME_ZONE, type AnalyticsReport } from '@contract';
import ArticleIcon from '@mui/icons-material/Article';
import DownloadIcon from '@mui/icons-material/Download';
import PeopleIcon from '@mui/icons-material/People';
import RefreshIcon from '@mui/icons-material/Refresh';
import TimerIcon from '@mui/icons-material/Timer';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Grid,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../shared/toast';
import { ANALYTICS_PATH, downloadAnalyticsCsv, useAnalyticsReport } from '../api/analytics';
import { errorToast } from '../shared/errors';
import { LoadFailed } from '../shared/load-failed';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { StatCards } from '../shared/stat-cards';
import { Breakdown, ReadersOverTime } from './charts';
import { LanguageEditions, useEditionsComparison, type EditionsComparison } from './language-editions';
import { browserLanguageLabel, countryLabel, deviceLabel, formatCount, formatDays, formatSeconds, sourceLabel } from './labels';
import { RANGES, rangeParams, type RangeKey } from './ranges';
import { TopArticles } from './top-articles';
import { UnopenedTranslationsSection } from './unopened-translations';

export default function AnalyticsPage() {
  usePageTitle('Analytics');
  const client = useQueryClient();
  const [range, setRange] = useState<RangeKey>('7d');
  // The site's reporting time zone: the default until the first report names the setting's.
  const [timeZone, setTimeZone] = useState<string>(DEFAULT_SITE_TIME_ZONE);
  const params = useMemo(() => rangeParams(range, timeZone), [range, timeZone]);
  const report = useAnalyticsReport(params, { keepPrevious: true });
  const comparison = useEditionsComparison(params);
  const reportZone = report.data?.timeZone;
  useEffect(() => {
    if (reportZone && reportZone !== timeZone) setTimeZone(reportZone);
  }, [reportZone, timeZone]);

  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAnalyticsCsv(params.from, params.to);
    } catch (err) {
      toast(errorToast(err, 'The analytics could not be exported'));
    } finally {
      setExporting(false);
    }
  };
  const data = report.data;
  const online = data?.online;

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title="Analytics"
        subtitle="Readers over time, by language and source, counted without cookies"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: { xs: 'space-between', sm: 'flex-end' } }}>
            <Chip
              data-testid="reading-now"
              color={online ? 'success' : 'default'}
              variant={online ? 'filled' : 'outlined'}
              label={online === undefined ? 'Reading now: …' : `${formatCount(online)} reading now`}
            />
            <Tooltip title="Export CSV">
              <IconButton aria-label="Export CSV" onClick={() => void exportCsv()} disabled={exporting}>
                <DownloadIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Refresh">
              <IconButton aria-label="Refresh the numbers" onClick={() => void client.invalidateQueries({ queryKey: [ANALYTICS_PATH] })} disabled={report.isFetching}>
                <RefreshIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        }
      />
      <ToggleButtonGroup
        value={range}
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label="Range"
        onChange={(_e, next: RangeKey | null) => next && setRange(next)}
        sx={{ mb: 2, maxWidth: 560, '& .MuiToggleButton-root': { px: { xs: 0.5, sm: 1.5 }, textTransform: 'none', whiteSpace: 'nowrap', fontSize: { xs: 13, sm: 14 } } }}
      >
        {RANGES.map((r) => (
          <ToggleButton key={r.key} value={r.key}>
            {r.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {report.isPlaceholderData && <LinearProgress aria-label="Loading the range" sx={{ mb: 1 }} />}
      {report.isError ? (
        <LoadFailed onRetry={() => void report.refetch()}>
          The analytics could not be loaded. {report.error instanceof Error ? report.error.message : ''}
        </LoadFailed>
      ) : !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the analytics" />
        </Box>
      ) : (
        <Report report={data} comparison={comparison} />
      )}
      {/* The last 30 days whatever the range, so below the range's figures. */}
      <UnopenedTranslationsSection />
    </Box>
  );
}

function Report({ report, comparison }: { report: AnalyticsReport; comparison: EditionsComparison }) {
  const { totals } = report;
  const visitorsLabel = report.visitorsSummed ? 'Visitors (daily, summed)' : 'Visitors';
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="analytics-range">
        {formatDays(report.from, report.to)} ({report.timeZone})
      </Typography>
      <StatCards
        testIdPrefix="analytics-"
        cards={[
          { key: 'pageviews', label: 'Page views', icon: VisibilityIcon, value: formatCount(totals.pageviews) },
          { key: 'visitors', label: visitorsLabel, icon: PeopleIcon, value: formatCount(totals.visitors) },
          { key: 'articleViews', label: 'Article views', icon: ArticleIcon, value: formatCount(totals.articleViews) },
          { key: 'engaged', label: 'Average engaged time', icon: TimerIcon, value: formatSeconds(totals.engagedSeconds) },
        ]}
      />
      {report.visitorsSummed && (
        <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="summed-visitors">
          {ANALYTICS_MESSAGES.summedVisitors}
        </Alert>
      )}
      {totals.pageviews === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="analytics-empty">
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            No page views yet
          </Typography>
          <Typography color="textSecondary">
            Nothing was read in this period. Page views of the reader site appear here within a minute, counted without cookies.
          </Typography>
        </Paper>
      ) : (
        <Grid container spacing={2}>
          <Grid size={12}>
            <ReadersOverTime report={report} title={report.interval === 'hour' ? 'Readers by hour' : 'Readers by day'} testId="readers-over-time" />
          </Grid>
          <Grid size={12}>
            <LanguageEditions report={report} comparison={comparison} />
          </Grid>
          <Grid size={12}>
            <TopArticles report={report} names={comparison.names} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Breakdown title="Sources" keyColumn="Source" entries={report.sources} label={sourceLabel} visitorsSummed={report.visitorsSummed} testId="analytics-sources" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Breakdown title="Countries" keyColumn="Country" entries={report.countries} label={countryLabel} visitorsSummed={report.visitorsSummed} testId="analytics-countries" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Breakdown title="Devices" keyColumn="Device" entries={report.devices} label={deviceLabel} visitorsSummed={report.visitorsSummed} testId="analytics-devices" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Breakdown
              title="Browser languages"
              keyColumn="Browser language"
              entries={report.browserLanguages}
              label={browserLanguageLabel}
              visitorsSummed={report.visitorsSummed}
              testId="analytics-browser-languages"
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
