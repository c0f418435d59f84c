/**
 * One row of the console's article list (articles-page.tsx): title, slug, status on a phone, the
 * review marker and who else has it open (presence.tsx); category, author, the first language
 * codes with out-of-date AI translations marked, status, views (and 30-day views when the list is
 * in that order), created date, and only the buttons the signed-in role may use on it.
 */
import type { AdminArticle, PresencePerson } from '@contract';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import UpdateIcon from '@mui/icons-material/Update';
import { Box, Chip, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { formatArticleDate } from '../../shared/format';
import { useSubmitForReview } from '../api/articles';
import { articleEtag } from '../api/article-versions';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { articleTitle, CategoryChip, StatusChip } from '../shared/article-chips';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { RowAction } from '../shared/row-controls';
import { RowPresence } from './presence';
import { useCanSubmitForReview } from './review-section';
import { STALE_SX } from './translations-section';

/** The Languages column shows at most this many codes, then "+N" (admin-and-api.md §9). */
export const LANGUAGE_CODES_SHOWN = 3;
/** Columns a phone or tablet hides; the table still scrolls sideways inside its own box if needed. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
/** The Status column from 600 px; a phone shows the status under the title instead. */
export const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Created, beside the 30-day views: only on the widest screens. */
export const CREATED_BESIDE_RECENT = { display: { xs: 'none', xl: 'table-cell' } } as const;

export function ArticleRow({ article, present, recentViews, onEdit, onDelete }: { article: AdminArticle; present?: PresencePerson[]; recentViews: boolean; onEdit(): void; onDelete(): void }) {
  const title = articleTitle(article);
  const { can, me } = useStaffAccess();
  const outcome = useOutcomeToasts();
  const submit = useSubmitForReview();
  const target = { article: policyArticle(article) };
  const canSubmit = useCanSubmitForReview(article);
  // Opening the dialog is for editing the original or one of the translations the person may edit.
  // (-1 stands for "some language other than the original" for whoever works in every language.)
  const languagesOfMine = me.languageIds === '*' ? [-1] : me.languageIds;
  const canOpen =
    can('article.update', target) ||
    languagesOfMine.some((languageId) => languageId !== target.article.originalLanguageId && can('translation.update', { ...target, languageId }));
  const canDelete = can('article.delete', target);
  const more = article.translations.length - LANGUAGE_CODES_SHOWN;
  // Out-of-date AI translations hidden behind "+N" still mark it.
  const staleBeyond = article.translations.slice(LANGUAGE_CODES_SHOWN).filter((t) => t.isStale).length;
  return (
    <TableRow hover data-testid="article-row">
      <TableCell sx={{ minWidth: { md: 200, xl: 240 }, maxWidth: 420 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {article.isFeatured && <StarIcon titleAccess="Featured" fontSize="inherit" sx={{ color: 'warning.main', mr: 0.5, verticalAlign: '-2px' }} />}
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          /{article.slug}
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <StatusChip status={article.status} testId={false} />
        </Box>
        {article.awaitingReview && (
          <Chip size="small" color="info" variant="outlined" label="Waiting for review" sx={{ mt: 0.5 }} data-testid="awaiting-review" />
        )}
        <RowPresence people={present} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <CategoryChip category={article.category} />
      </TableCell>
      <TableCell sx={WIDE_ONLY} data-testid="article-author">
        {article.authorName ?? '—'}
      </TableCell>
      <TableCell sx={WIDE_ONLY} data-testid="article-languages">
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {article.translations.slice(0, LANGUAGE_CODES_SHOWN).map((t) =>
            t.isStale ? (
              <Tooltip key={t.languageId} describeChild title={`${t.language.name}: the AI translation is out of date (the original changed since)`}>
                <Chip
                  size="small"
                  label={t.language.code}
                  icon={<UpdateIcon titleAccess="out of date" />}
                  sx={STALE_SX}
                  data-testid={`stale-${t.language.code}`}
                />
              </Tooltip>
            ) : (
              <Chip key={t.languageId} size="small" label={t.language.code} />
            ),
          )}
          {more > 0 && (
            <Tooltip describeChild title={staleBeyond > 0 ? `${staleBeyond} more out of date` : ''}>
              <Chip size="small" variant="outlined" label={`+${more}`} sx={staleBeyond > 0 ? STALE_SX : undefined} />
            </Tooltip>
          )}
        </Box>
      </TableCell>
      <TableCell sx={FROM_SM}>
        <StatusChip status={article.status} />
      </TableCell>
      <TableCell sx={WIDE_ONLY} align="right">
        {article.views.toLocaleString('en-IN')}
      </TableCell>
      {recentViews && (
        <TableCell align="right" data-testid="article-views-30d">
          {(article.views30d ?? 0).toLocaleString('en-IN')}
        </TableCell>
      )}
      <TableCell sx={{ ...(recentViews ? CREATED_BESIDE_RECENT : WIDE_ONLY), whiteSpace: 'nowrap' }}>{formatArticleDate(article.createdAt)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {canSubmit && (
          <RowAction
            title="Submit for review"
            label={`Submit ${title} for review`}
            onClick={() => submit.mutate({ id: article.id, ifMatch: articleEtag(article) }, outcome('Submitted for review', 'Failed to submit for review'))}
          >
            <SendIcon />
          </RowAction>
        )}
        {canOpen && (
          <RowAction title="Edit" label={`Edit ${title}`} onClick={onEdit}>
            <EditIcon />
          </RowAction>
        )}
        {canDelete && (
          <RowAction title="Delete" label={`Delete ${title}`} onClick={onDelete} color="error">
            <DeleteIcon />
          </RowAction>
        )}
      </TableCell>
    </TableRow>
  );
}
