/**
 * "Unanswered searches": what outside systems searched for in the last 30 days without a good
 * match (GET /api/admin/search-gaps, the 10 most frequent), so editors know what to write next.
 */
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useSearchGaps } from '../api/api-keys';

export function SearchGapsCard() {
  const gaps = useSearchGaps();
  return (
    <Paper variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="search-gaps" data-testid="search-gaps">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2.5, pt: 2, pb: 1 }}>
        <SearchOffIcon color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="search-gaps" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Unanswered searches
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Top searches of the last 30 days that found no good article
          </Typography>
        </Box>
      </Stack>
      {gaps.isPending && (
        <Box sx={{ px: 2.5, pb: 2 }}>
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Box>
      )}
      {gaps.isError && <Alert severity="error" sx={{ m: 2 }}>The unanswered searches could not be loaded.</Alert>}
      {gaps.data?.length === 0 && (
        <Typography color="textSecondary" sx={{ px: 2.5, pb: 2.5 }}>
          No unanswered searches in the last 30 days.
        </Typography>
      )}
      {!!gaps.data?.length && (
        <List disablePadding aria-labelledby="search-gaps" sx={{ pb: 1 }}>
          {gaps.data.map((g, i) => (
            <ListItem key={g.query} divider={i < gaps.data.length - 1} data-testid="search-gap" sx={{ px: 2.5, gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>{g.query}</Typography>
              <Typography variant="body2" color="textSecondary">
                {g.count.toLocaleString('en-IN')} {g.count === 1 ? 'search' : 'searches'}, last {format(new Date(g.lastSearchedAt), 'MMM d')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
