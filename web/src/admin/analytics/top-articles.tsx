/** The most-read articles of the period, with the editions they were read in (issue 30). */
import type { AnalyticsReport } from '@contract';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { ChartCard } from './chart-card';
import { EntrancesNote } from './entrances-note';
import { counted, formatCount } from './labels';

export function TopArticles({ report, names }: { report: AnalyticsReport; names: Map<number, string> }) {
  const name = (id: number) => names.get(id) ?? `Language ${id}`;
  const byLanguage = (a: AnalyticsReport['articles'][number]) => a.byLanguage.map((l) => `${name(l.languageId)} ${formatCount(l.pageviews)}`).join(', ');
  return (
    <ChartCard
      title="Top articles"
      testId="top-articles"
      empty="No article was read in this period."
      note={<EntrancesNote />}
      table={{
        columns: ['Article', 'Page views', 'Entrances', 'Shares', 'By language'],
        rows: report.articles.map((a) => ({ key: String(a.id), cells: [a.title, formatCount(a.pageviews), formatCount(a.visitors), formatCount(a.shares), byLanguage(a)] })),
      }}
      chart={
        <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} spacing={1.5}>
          {report.articles.map((a, i) => {
            const share = report.articles[0]!.pageviews ? (a.pageviews / report.articles[0]!.pageviews) * 100 : 0;
            return (
              <Box component="li" key={a.id} sx={{ minWidth: 0 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
                  <Typography color="textSecondary" sx={{ minWidth: 20 }}>
                    {i + 1}.
                  </Typography>
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.title}</Typography>
                    <Box sx={{ height: 4, borderRadius: 2, bgcolor: 'primary.main', width: `${Math.max(share, 2)}%`, my: 0.5 }} />
                    <Typography variant="body2" color="textSecondary">
                      {counted(a.pageviews, 'page view')} · {counted(a.visitors, 'entrance')} · {counted(a.shares, 'share')}
                    </Typography>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                      {a.byLanguage.map((l) => (
                        <Chip key={l.languageId} size="small" variant="outlined" label={`${name(l.languageId)} ${formatCount(l.pageviews)}`} />
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      }
    />
  );
}
