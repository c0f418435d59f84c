/**
 * "Translations nobody opened" (issue 30): site-wide, the published articles' translations with no
 * page view in the last 30 days, by language, each article linked to its dialog; and per language
 * how many of its translations that is. Always the last 30 days, whatever the screen's range.
 * Articles published within the 30 days are left out; a translation added to an older article
 * within them is listed (no date of a translation's creation is kept), and the section says so.
 */
import { RECENT_VIEWS_DAYS, type UnopenedTranslations } from '@contract';
import { Box, Chip, CircularProgress, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useUnopenedTranslations } from '../api/analytics';
import { LoadFailed } from '../shared/load-failed';
import { formatCount, formatDay } from './labels';

export function UnopenedTranslationsSection() {
  const headingId = useId();
  const unopened = useUnopenedTranslations();
  const data = unopened.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid="unopened-translations" sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: { xs: 17, sm: 20 }, mb: 1 }}>
        Translations nobody opened in the last {RECENT_VIEWS_DAYS} days
      </Typography>
      {unopened.isError ? (
        <LoadFailed onRetry={() => void unopened.refetch()}>The unopened translations could not be loaded.</LoadFailed>
      ) : !data ? (
        <CircularProgress size={20} aria-label="Loading the unopened translations" />
      ) : (
        <Unopened data={data} />
      )}
    </Paper>
  );
}

/** The publication date's column from 600 px; a phone shows the date under the title, for the title's room. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Unopened({ data }: { data: UnopenedTranslations }) {
  const since = formatDay(data.from);
  const looked = data.languages.reduce((n, l) => n + l.translations, 0);
  // Publication dates in the site's time zone, as the days are.
  const date = new Intl.DateTimeFormat('en-IN', { timeZone: data.timeZone, day: 'numeric', month: 'short', year: 'numeric' });
  const published = (at: string | null) => (at ? date.format(new Date(at)) : '—');
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="unopened-scope">
        Translations of published articles with no page view from {since} to {formatDay(data.to)} ({data.timeZone}). Articles published since {since} are left out
        (too new to judge); a translation added to an older article since then is included.
      </Typography>
      {data.languages.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }} data-testid="unopened-by-language">
          {data.languages.map((l) => (
            <Chip key={l.languageId} variant="outlined" color={l.unopened > 0 ? 'warning' : 'default'} label={`${l.name}: ${formatCount(l.unopened)} of ${formatCount(l.translations)} not opened`} />
          ))}
        </Stack>
      )}
      {data.total === 0 ? (
        <Typography color="textSecondary" sx={{ py: 1 }} data-testid="unopened-empty">
          {looked === 0 ? `No article published before ${since} has a translation yet.` : `Every translation was opened at least once in the last ${RECENT_VIEWS_DAYS} days.`}
        </Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Translations nobody opened" sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Language</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Article</TableCell>
                  <TableCell sx={{ ...FROM_SM, fontWeight: 700, whiteSpace: 'nowrap' }}>Published</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.translations.map((t) => (
                  <TableRow key={`${t.articleId}_${t.languageId}`}>
                    <TableCell component="th" scope="row">
                      {t.language.name}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={`/admin/articles?article=${t.articleId}`}>
                        {t.title || `/${t.slug}`}
                      </Link>
                      <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                        Published {published(t.publishedAt)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>{published(t.publishedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {data.total > data.translations.length && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              Showing the first {formatCount(data.translations.length)} of {formatCount(data.total)}.
            </Typography>
          )}
        </>
      )}
    </>
  );
}
