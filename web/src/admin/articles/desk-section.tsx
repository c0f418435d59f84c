/**
 * The edit dialog's desk (issue 24): "Preview" opens the saved article on a private link (7 days,
 * no sign-in needed); "History" lists every save with a readable diff and a restore; each
 * translation shows its review state and opens the side-by-side review.
 */
import type { AdminArticle } from '@contract';
import HistoryIcon from '@mui/icons-material/History';
import RateReviewIcon from '@mui/icons-material/RateReview';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../shared/toast';
import { useCreatePreview } from '../api/article-desk';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { errorToast } from '../shared/errors';
import { REVIEW_LABELS } from './review-labels';
import { RevisionHistoryDialog } from './revision-history-dialog';
import { TranslationReviewDialog } from './translation-review-dialog';

export function DeskSection({ article, onRestored }: { article: AdminArticle; onRestored(): void }) {
  const { toast } = useToast();
  const preview = useCreatePreview();
  // A public link to the unpublished text is for whoever may edit the article (docs/staff.md).
  const mayPreview = useStaffAccess().can('article.update', { article: policyArticle(article) });
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [history, setHistory] = useState(false);
  const [reviewing, setReviewing] = useState<number | undefined>();
  const translations = article.translations.filter((t) => !t.isOriginal);

  const openPreview = async () => {
    // Opened at once (a popup opened after the request would be blocked), then sent to the link.
    const tab = window.open('', '_blank');
    try {
      const made = await preview.mutateAsync(article.id);
      setLink(made);
      if (tab) {
        tab.opener = null;
        tab.location.href = made.url;
      }
    } catch (err) {
      tab?.close();
      toast(errorToast(err, 'Failed to create a preview link'));
    }
  };

  return (
    <Box component="section" aria-labelledby="desk-heading" sx={{ mt: 3 }}>
      <Typography id="desk-heading" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Preview, history and review
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {mayPreview && (
          <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => void openPreview()} disabled={preview.isPending}>
            Preview
          </Button>
        )}
        <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setHistory(true)}>
          History
        </Button>
      </Stack>
      {link && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link href={link.url} target="_blank" rel="noopener" data-testid="preview-link">
            Preview link
          </Link>{' '}
          (anyone with it can read the saved article until {new Date(link.expiresAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} IST)
        </Typography>
      )}
      {translations.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {translations.map((t) => (
            <Stack key={t.languageId} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ minWidth: 90 }}>
                {t.language.name}
              </Typography>
              <Chip size="small" label={REVIEW_LABELS[t.reviewStatus]} color={t.reviewStatus === 'machine' ? 'warning' : 'success'} variant="outlined" />
              {!!t.needsReview && <Chip size="small" color="error" label={`${t.needsReview} to check`} />}
              <Button size="small" startIcon={<RateReviewIcon />} onClick={() => setReviewing(t.languageId)} aria-label={`Review ${t.language.name}`}>
                Review
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      {history && <RevisionHistoryDialog article={article} onClose={() => setHistory(false)} onRestored={onRestored} />}
      {reviewing !== undefined && <TranslationReviewDialog article={article} languageId={reviewing} onClose={() => setReviewing(undefined)} />}
    </Box>
  );
}
