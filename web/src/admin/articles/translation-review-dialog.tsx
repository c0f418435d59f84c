/**
 * Side-by-side review of one translation (issue 24): each block of the original (as readers see
 * it) beside the translation's block (its HTML, editable), the title, excerpt and meta description
 * the same way; blocks a person wrote whose source changed since are marked. "Save changes" saves
 * the edited blocks as the editor's (AI then never overwrites them); "Mark reviewed" approves it.
 */
import type { AdminArticle, TranslationReview } from '@contract';
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useToast } from '../../shared/toast';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { useApproveTranslation, useSaveReviewedTranslation, useTranslationReview } from '../api/article-desk';
import { useAdminArticle } from '../api/articles';
import { articleEtag, conflictOf, type ArticleWriteAnswer } from '../api/article-versions';
import { VERSION_FIELDS } from './article-form';
import { savedOf, type Saved } from './conflicts/conflict-text';
import { ConflictView } from './conflicts/conflict-view';
import { allChosen, rebaseForm, type Choice, type Rebased } from './conflicts/rebase';
import { errorToast } from '../shared/errors';
import { REVIEW_LABELS } from './review-labels';
import { usePresenceBeat } from './presence';

type Fields = { title: string; excerpt: string; metaDescription: string };

/** What the dialog needs of the article: its id and the language's name (My translations passes just these). */
type ReviewedArticle = Pick<AdminArticle, 'id'> & { translations: readonly { languageId: number; language: { name: string } }[] };

/** `onDone` hears what a successful action did, before the dialog closes. */
export function TranslationReviewDialog({
  article,
  languageId,
  onClose,
  onDone,
}: {
  article: ReviewedArticle;
  languageId: number;
  onClose(): void;
  onDone?(action: 'saved' | 'reviewed'): void;
}) {
  // The article is read first, then the review: the version a save sends is never newer than the text shown (issue 39).
  const detail = useAdminArticle(article.id, { pollWhileTranslating: true });
  const review = useTranslationReview(article.id, languageId, { enabled: detail.isFetchedAfterMount });
  // Whoever may not edit this language reads the review without its Save and Mark reviewed (issue 29).
  const { can } = useStaffAccess();
  const name = article.translations.find((t) => t.languageId === languageId)?.language.name ?? '';
  // A whole article (its dialog) is judged as such; My translations lists only what the person may review.
  const canEdit = can('translation.review', { article: 'status' in article ? policyArticle(article as AdminArticle) : undefined, languageId });
  // Colleagues see this person in this language version (issue 39).
  usePresenceBeat({ articleId: article.id, languageId, mode: canEdit ? 'editing' : 'viewing' });
  // A phone gives the two columns its whole screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="review-title">
      <DialogTitle id="review-title">Review the {name} translation</DialogTitle>
      {review.isPending || !detail.data ? (
        <DialogContent dividers>
          <CircularProgress aria-label="Loading the translation" />
        </DialogContent>
      ) : review.isError || detail.isError ? (
        <DialogContent dividers>
          <Alert severity="error">The translation could not be loaded.</Alert>
        </DialogContent>
      ) : (
        <ReviewForm
          key={review.dataUpdatedAt}
          articleId={article.id}
          review={review.data}
          etag={articleEtag(detail.data)}
          canEdit={canEdit}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

type Version = { title: string; excerpt: string; content: string; metaDescription: string };

function ReviewForm({
  articleId,
  review,
  etag,
  canEdit,
  onClose,
  onDone,
}: {
  articleId: number;
  review: TranslationReview;
  /** The version the review was read from: the If-Match of the first save. */
  etag: string;
  canEdit: boolean;
  onClose(): void;
  onDone?(action: 'saved' | 'reviewed'): void;
}) {
  const { toast } = useToast();
  const save = useSaveReviewedTranslation(articleId);
  const approve = useApproveTranslation(articleId);
  const [fields, setFields] = useState<Fields>({ title: review.fields.title.translation, excerpt: review.fields.excerpt.translation, metaDescription: review.fields.metaDescription.translation });
  const [blocks, setBlocks] = useState(() => review.blocks.map((b) => b.translation));
  const edited =
    blocks.some((b, i) => b !== review.blocks[i]!.translation) || (Object.keys(fields) as (keyof Fields)[]).some((f) => fields[f] !== review.fields[f].translation);
  const toCheck = review.blocks.filter((b) => b.needsReview).length + Object.values(review.fields).filter((f) => f.needsReview).length;
  const busy = save.isPending || approve.isPending;
  const glued = (parts: readonly string[]) => review.glue!.map((g, i) => g + (parts[i] ?? '')).join('');
  // The version this review started from, then the newest after a 409 (issue 39).
  const base = useRef<{ values: Version; etag: string }>({ values: { ...(Object.fromEntries((Object.keys(fields) as (keyof Fields)[]).map((f) => [f, review.fields[f].translation])) as Fields), content: glued(review.blocks.map((b) => b.translation)) }, etag });
  const [conflict, setConflict] = useState<{ rebased: Rebased<Version>; saved: Saved } | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});

  /** Saves `values`; a 409 shows the conflicts (the review's own fields stay as typed) and answers null. */
  const saveVersion = async (values: Version): Promise<ArticleWriteAnswer | null> => {
    try {
      const saved = await save.mutateAsync({ languageId: review.languageId, body: values, ifMatch: base.current.etag });
      base.current = { values, etag: articleEtag(saved) };
      return saved;
    } catch (err) {
      const answer = conflictOf(err);
      if (!answer) throw err;
      const now = answer.current.translations.find((t) => t.languageId === review.languageId);
      const theirs: Version = { title: now?.title ?? '', excerpt: now?.excerpt ?? '', content: now?.content ?? '', metaDescription: now?.metaDescription ?? '' };
      const rebased = rebaseForm(base.current.values, values, theirs, VERSION_FIELDS);
      base.current = { values: theirs, etag: articleEtag(answer.current) };
      setChoices({});
      // Only the other person's changes elsewhere: saved merged straight away.
      if (rebased.conflicts.length === 0) return saveVersion(rebased.resolve({}));
      setConflict({ rebased, saved: savedOf(answer) });
      return null;
    }
  };
  const saveEdits = () => saveVersion(conflict ? conflict.rebased.resolve(choices) : { ...fields, content: glued(blocks) });
  const run = async (work: () => Promise<unknown>, action: 'saved' | 'reviewed', done: string, failed: string) => {
    try {
      // null: refused as a conflict, shown above; nothing to announce yet.
      if ((await work()) === null) return;
      toast({ title: done });
      onDone?.(action);
      onClose();
    } catch (err) {
      toast(errorToast(err, failed));
    }
  };

  const field = (f: keyof Fields, label: string) => (
    <Row key={f} original={<Typography>{review.fields[f].original || '—'}</Typography>} needsReview={review.fields[f].needsReview}>
      <TextField label={label} fullWidth size="small" multiline={f !== 'title'} value={fields[f]} onChange={(e) => setFields({ ...fields, [f]: e.target.value })} disabled={!review.aligned} />
    </Row>
  );

  return (
    <>
      <DialogContent dividers>
        {conflict && (
          <Box sx={{ mb: 2 }}>
            <ConflictView saved={conflict.saved} conflicts={conflict.rebased.conflicts} choices={choices} onChoose={(id, c) => setChoices({ ...choices, [id]: c })} />
          </Box>
        )}
        {/* Hidden, never dropped, while the conflicts are chosen. */}
        <Box sx={conflict ? { display: 'none' } : undefined}>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
            <Chip label={REVIEW_LABELS[review.reviewStatus]} color={review.reviewStatus === 'machine' ? 'warning' : 'success'} variant="outlined" data-testid="review-status" />
            {toCheck > 0 && <Chip color="error" label={`${toCheck} changed in the original since an editor wrote them`} />}
          </Stack>
          {!review.aligned && (
            <Alert severity="info" sx={{ mb: 2 }}>
              This translation's paragraphs do not line up with the original's (an editor wrote it in another shape): edit it in the article form.
            </Alert>
          )}
          {/* Side by side from tablet width; on a phone each original sits above its translation. */}
          <Box sx={{ display: { xs: 'none', sm: 'grid' }, gridTemplateColumns: '1fr 1fr', gap: 1, mb: 1 }}>
            <Typography variant="overline">Original</Typography>
            <Typography variant="overline">Translation</Typography>
          </Box>
          {field('title', 'Title')}
          {field('excerpt', 'Excerpt')}
          {field('metaDescription', 'Meta description')}
          {review.blocks.map((b, i) => (
            <Row key={i} original={<Box className="article-body" sx={{ '& > *': { m: 0 } }} dangerouslySetInnerHTML={{ __html: b.original }} />} needsReview={b.needsReview}>
              <TextField
                label={`Block ${i + 1}${b.by === 'human' ? ' (an editor\u2019s)' : ''}`}
                fullWidth
                multiline
                size="small"
                value={blocks[i]}
                onChange={(e) => setBlocks(blocks.map((v, j) => (j === i ? e.target.value : v)))}
                disabled={!review.aligned}
                slotProps={{ htmlInput: { 'data-testid': `review-block-${i}` } }}
              />
            </Row>
          ))}
        </Box>
      </DialogContent>
      {/* Each label on one line, even at 360 px. */}
      <DialogActions sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button onClick={onClose}>Close</Button>
        {canEdit && (
          <>
            <Button onClick={() => void run(saveEdits, 'saved', 'Translation saved', 'Failed to save the translation')} disabled={(!edited && !conflict) || !review.aligned || busy || (!!conflict && !allChosen(conflict.rebased.conflicts, choices))}>
              Save changes
            </Button>
            <Button
              variant="contained"
              disabled={busy || !!conflict}
              onClick={() =>
                void run(
                  async () => {
                    // Approves the version this person saw, or the one their save just made.
                    if (edited && review.aligned && (await saveEdits()) === null) return null;
                    const approved = await approve.mutateAsync({ languageId: review.languageId, ifMatch: base.current.etag });
                    base.current = { ...base.current, etag: articleEtag(approved) };
                    return approved;
                  },
                  'reviewed',
                  'Translation marked reviewed',
                  'Failed to mark the translation reviewed',
                )
              }
            >
              Mark reviewed
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

function Row({ original, needsReview, children }: { original: ReactNode; needsReview: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: { xs: 1, sm: 2 }, py: 1, borderTop: 1, borderColor: 'divider', ...(needsReview && { bgcolor: 'rgba(237, 108, 2, 0.06)', outline: '2px solid', outlineColor: 'warning.light' }) }}>
      <Box>
        <Typography variant="overline" sx={{ display: { xs: 'block', sm: 'none' }, lineHeight: 1.5 }}>
          Original
        </Typography>
        {original}
        {needsReview && (
          <Typography variant="caption" color="warning.dark">
            Changed since an editor translated it: check the translation.
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
