/**
 * "Create New Article" / "Edit Article" (admin-and-api.md §2, §4, §5): AI generation from raw
 * notes, slug derived from the title until the slug is edited by hand, category, status,
 * featured, the IST scheduled time, the original language version's fields with the guidance
 * lengths, and the languages to translate with AI (in edit mode, with each language's state).
 * The image and the video upload with real progress; saving waits until they are stored. This
 * file is the dialog (loading, the sections beside the form, closing); the form is
 * article-edit-form.tsx and the article's own fields (slug, category, status...) are in
 * article-settings-fields.tsx.
 */
import { Box, CircularProgress, DialogContent } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAiSettings } from '../api/ai';
import { refreshArticles, useAdminArticle, useCreateArticle, useUpdateArticle } from '../api/articles';
import { useAdminLanguages } from '../api/languages';
import { FormDialog, saveLabel } from '../shared/form-dialog';
import { hasActiveJobs } from './translation-status';
import { DeskSection } from './desk-section';
import { TelegramDeliveriesSection } from './telegram-deliveries-section';
import { ArticleActivitySection } from './article-activity-section';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { ReviewSection } from './review-section';
import { OriginalReadOnly } from './original-read-only';
import { DialogPresence, usePresenceBeat } from './presence';
import { DiscardConfirm } from './conflicts/conflict-view';
import { ArticleForm, FORM_ID } from './article-edit-form';

/** The article's readers (issue 30) bring the chart library: loaded when an article is opened by someone who may see them. */
const ArticleReadersSection = lazy(() => import('../analytics/article-readers-section'));

/** Renders `children` once the place they go is scrolled near: the readers' charts load only when someone looks for them. */
function WhenNear({ children, testId }: { children: ReactNode; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <Box ref={ref} data-testid={testId} sx={{ minHeight: near ? undefined : 48 }}>
      {near && children}
    </Box>
  );
}

/** `articleId` undefined: create; else edit that article. */
export function ArticleDialog({ articleId, onClose }: { articleId?: number; onClose(): void }) {
  const editing = articleId !== undefined;
  const { has, can } = useStaffAccess();
  const client = useQueryClient();
  const detail = useAdminArticle(articleId, { pollWhileTranslating: true });
  const languages = useAdminLanguages();
  const aiSettings = useAiSettings();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const pending = create.isPending || update.isPending;
  // How many uploads run (image and video may both): the article is saved once they are stored.
  const [uploads, setUploads] = useState(0);
  const onUploadingChange = useCallback((busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  const ready = (!editing || detail.data) && languages.data;
  // Closing asks first while the form holds unsaved text (issue 39); the form tells how to know.
  const unsaved = useRef<() => boolean>(() => false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const requestClose = () => (unsaved.current() ? setConfirmDiscard(true) : onClose());
  // A refused save's conflicts wait for a choice each before the save button works again.
  const [undecided, setUndecided] = useState(false);
  // Someone who may only translate it (a translator) edits its translations below, not the original.
  const originalEditable = !detail.data || can('article.update', { article: policyArticle(detail.data) });
  // Where this person is, for their colleagues (issue 39): the original, editing it or reading it.
  const originalLanguageId = detail.data && policyArticle(detail.data).originalLanguageId;
  usePresenceBeat(editing && originalLanguageId ? { articleId, languageId: originalLanguageId, mode: originalEditable ? 'editing' : 'viewing' } : null);

  // When the last job of the open article ends, the list's language codes, the dashboard's usage
  // and the reader site's cached pages have changed too.
  const translating = hasActiveJobs(detail.data);
  const wasTranslating = useRef(translating);
  useEffect(() => {
    if (wasTranslating.current && !translating) void refreshArticles(client);
    wasTranslating.current = translating;
  }, [translating, client]);

  return (
    <FormDialog
      title={editing ? 'Edit Article' : 'Create New Article'}
      formId={FORM_ID}
      pending={pending}
      submitLabel={uploads > 0 ? 'Uploading...' : saveLabel('Article', editing, create, update)}
      submitDisabled={!ready || uploads > 0 || undecided}
      submitHidden={!originalEditable}
      maxWidth="md"
      fullScreenOnPhone
      onClose={requestClose}
    >
      <DialogContent dividers>
        {editing && <DialogPresence articleId={articleId} />}
        {detail.isError || languages.isError ? (
          <Box role="alert" sx={{ color: 'error.main' }}>
            The article could not be loaded. Close this dialog and try again.
          </Box>
        ) : !ready ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the article" />
          </Box>
        ) : (
          <>
            {originalEditable || !detail.data ? (
              <ArticleForm
                article={detail.data}
                languages={languages.data}
                aiSettings={aiSettings.data}
                create={create}
                update={update}
                onSaved={onClose}
                onUploadingChange={onUploadingChange}
                unsaved={unsaved}
                onUndecidedChange={setUndecided}
              />
            ) : (
              <OriginalReadOnly article={detail.data} languages={languages.data} aiSettings={aiSettings.data} />
            )}
            {editing && detail.data && <DeskSection article={detail.data} onRestored={requestClose} />}
            {editing && detail.data && <ReviewSection article={detail.data} />}
            {editing && has('telegram.read') && <TelegramDeliveriesSection articleId={articleId} />}
            {editing && detail.data && has('analytics.read') && (
              <WhenNear testId="article-readers">
                <Suspense fallback={<CircularProgress size={20} aria-label="Loading the readers" sx={{ mt: 3 }} />}>
                  <ArticleReadersSection article={detail.data} />
                </Suspense>
              </WhenNear>
            )}
            {editing && has('auditLog.read') && <ArticleActivitySection articleId={articleId} />}
          </>
        )}
      </DialogContent>
      <DiscardConfirm open={confirmDiscard} onDiscard={onClose} onKeep={() => setConfirmDiscard(false)} />
    </FormDialog>
  );
}

