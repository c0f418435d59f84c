/** The edit dialog's Activity section: this article's own audit entries (its translations' too), newest first. */
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { ActivityList } from '../activity/activity-entry';
import { useAuditLog } from '../api/audit-log';

export function ArticleActivitySection({ articleId }: { articleId: number }) {
  const headingId = useId();
  const log = useAuditLog({ targetType: 'article', targetId: String(articleId) }, 10);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Activity
      </Typography>
      {log.isError ? (
        <Typography color="error">The activity could not be loaded.</Typography>
      ) : log.isPending ? (
        <CircularProgress size={20} aria-label="Loading the activity" />
      ) : entries.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No recorded activity yet.
        </Typography>
      ) : (
        <ActivityList label="Article activity" entries={entries} />
      )}
      {log.hasNextPage && (
        <Button size="small" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          Show older activity
        </Button>
      )}
    </Box>
  );
}
