/**
 * Who wrote the article, and its review (issue 29): a contributor's own draft offers "Submit for
 * review" where others see publishing; a submitted draft says since when it waits, for whoever
 * opens it (an editor of its language publishes it from the Status field).
 */
import type { AdminArticle } from '@contract';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Typography } from '@mui/material';
import { formatArticleDate } from '../../shared/format';
import { articleEtag } from '../api/article-versions';
import { useSubmitForReview } from '../api/articles';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { useOutcomeToasts } from '../shared/outcome-toasts';

/** Whether this person sees "Submit for review" on this article (rather than publishing). */
export function useCanSubmitForReview(article: AdminArticle): boolean {
  const { can } = useStaffAccess();
  const target = { article: policyArticle(article) };
  return article.status === 'draft' && !article.awaitingReview && !can('article.publish', target) && can('article.submit', target);
}

export function ReviewSection({ article }: { article: AdminArticle }) {
  const outcome = useOutcomeToasts();
  const submit = useSubmitForReview();
  const canSubmit = useCanSubmitForReview(article);
  const review = article.submittedForReview;
  return (
    <Box sx={{ mt: 3 }} data-testid="review-section">
      <Typography variant="body2" color="textSecondary">
        Author: {article.authorName ?? (article.authorId ? 'Former staff member' : 'None recorded')}
      </Typography>
      {article.awaitingReview && review && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Waiting for review: submitted by {review.byName ?? 'a former staff member'} on {formatArticleDate(review.at)}.
        </Alert>
      )}
      {canSubmit && (
        <Button
          sx={{ mt: 1 }}
          variant="outlined"
          startIcon={<SendIcon />}
          disabled={submit.isPending}
          onClick={() => submit.mutate({ id: article.id, ifMatch: articleEtag(article) }, outcome('Submitted for review', 'Failed to submit for review'))}
        >
          {submit.isPending ? 'Submitting...' : 'Submit for review'}
        </Button>
      )}
    </Box>
  );
}
