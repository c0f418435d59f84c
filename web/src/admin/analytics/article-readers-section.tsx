/**
 * The article dialog's Readers section (issue 30): the article's last 30 days by day, its views per
 * language version (those nobody opened in the 30 days named as such) and how many read it now.
 * Loaded lazily with the chart library, only for those who may read analytics.
 */
import { ANALYTICS_MESSAGES, DEFAULT_SITE_TIME_ZONE, type AdminArticle } from '@contract';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAnalyticsReport } from '../api/analytics';
import { ChartCard } from './chart-card';
import { ReadersOverTime } from './charts';
import { counted, formatCount } from './labels';
import { rangeParams } from './ranges';

export default function ArticleReadersSection({ article }: { article: Pick<AdminArticle, 'id' | 'translations'> }) {
  const headingId = useId();
  const [timeZone, setTimeZone] = useState<string>(DEFAULT_SITE_TIME_ZONE);
  const params = useMemo(() => ({ ...rangeParams('30d', timeZone), articleId: article.id }), [timeZone, article.id]);
  const report = useAnalyticsReport(params);
  const reportZone = report.data?.timeZone;
  useEffect(() => {
    if (reportZone && reportZone !== timeZone) setTimeZone(reportZone);
  }, [reportZone, timeZone]);

  const data = report.data;
  // Every language version of the article, most read first; versions nobody opened at zero.
  const perLanguage = useMemo(() => {
    if (!data) return [];
    const counted = new Map(data.languages.map((l) => [l.languageId, l]));
    const names = new Map(article.translations.map((t) => [t.languageId, t.language.name]));
    const ids = [...new Set([...data.languages.map((l) => l.languageId), ...article.translations.map((t) => t.languageId)])];
    return ids
      .map((id) => ({ languageId: id, name: names.get(id) ?? `Language ${id}`, pageviews: counted.get(id)?.pageviews ?? 0, visitors: counted.get(id)?.visitors ?? 0 }))
      .sort((a, b) => b.pageviews - a.pageviews || a.name.localeCompare(b.name));
  }, [data, article.translations]);
  const unread = perLanguage.filter((l) => l.pageviews === 0);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Readers, last 30 days
        </Typography>
        {data && (
          <Typography variant="body2" color="textSecondary" data-testid="article-readers-summary">
            <Box component="span" title={ANALYTICS_MESSAGES.entrances}>
              {counted(data.totals.pageviews, 'page view')} · {counted(data.totals.visitors, 'entrance')} · {formatCount(data.online)} reading now
            </Box>
          </Typography>
        )}
      </Stack>
      {report.isError ? (
        <Alert severity="error">The readers of this article could not be loaded.</Alert>
      ) : !data ? (
        <CircularProgress size={20} aria-label="Loading the readers" />
      ) : data.totals.pageviews === 0 ? (
        <Typography variant="body2" color="textSecondary">
          Nobody has read this article in the last 30 days.
        </Typography>
      ) : (
        <Stack spacing={2}>
          <ReadersOverTime report={data} title="Page views and visitors by day" height={180} testId="article-readers-chart" />
          <ChartCard
            title="Views per language"
            testId="article-views-per-language"
            note={
              unread.length > 0 && (
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  Not opened in the last 30 days: {unread.map((l) => l.name).join(', ')}
                </Typography>
              )
            }
            table={{
              columns: ['Language', 'Page views', 'Entrances'],
              rows: perLanguage.map((l) => ({ key: String(l.languageId), cells: [l.name, formatCount(l.pageviews), formatCount(l.visitors)] })),
            }}
            chart={
              <Stack spacing={1}>
                {perLanguage.map((l) => (
                  <Box key={l.languageId} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 7rem) minmax(0, 1fr) auto', gap: 1, alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {l.name}
                    </Typography>
                    <Box sx={{ height: 10, borderRadius: 1, bgcolor: 'primary.main', width: `${data.totals.pageviews ? Math.max((l.pageviews / data.totals.pageviews) * 100, 1) : 1}%` }} />
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {formatCount(l.pageviews)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            }
          />
        </Stack>
      )}
    </Box>
  );
}
