/**
 * "Create New Article" / "Edit Article" (admin-and-api.md §2, §4, §5): AI generation from raw
 * notes, slug derived from the title until the slug is edited by hand, category, status,
 * featured, the IST scheduled time, the original language version's fields with the guidance
 * lengths, and the languages to translate with AI (in edit mode, with each language's state).
 * The image and the video upload with real progress; saving waits until they are stored. The
 * article's own fields (slug, category, status...) are in article-settings-fields.tsx.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminArticle, type AdminLanguage, type AiSettings, type GeneratedArticle } from '@contract';
import { Alert, Box, CircularProgress, DialogContent, Grid } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../shared/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useAiSettings } from '../api/ai';
import { refreshArticles, useAdminArticle, useCreateArticle, useUpdateArticle } from '../api/articles';
import { useAdminLanguages } from '../api/languages';
import { errorField, errorToast } from '../shared/errors';
import { FormDialog, saveLabel } from '../shared/form-dialog';
import { MediaUploadField } from '../shared/media-upload-field';
import {
  ARTICLE_FORM_FIELDS,
  articleFormSchema,
  createBody,
  EMPTY_ARTICLE_FORM,
  formFieldOf,
  formFromArticle,
  updateBody,
  type ArticleFormInput,
  type ArticleFormValues,
} from './article-form';
import { AiGeneratePanel, aiUnavailableReason } from './ai-generate-panel';
import { useAutosave } from './editor/use-autosave';
import { LanguageVersionFields } from './language-version-fields';
import { slugify } from './slug';
import { TargetLanguagesField } from './target-languages-field';
import { hasActiveJobs } from './translation-status';
import { ArticleSettingsFields } from './article-settings-fields';
import { DeskSection } from './desk-section';
import { TelegramDeliveriesSection } from './telegram-deliveries-section';
import { ArticleActivitySection } from './article-activity-section';
import { TranslationsSection } from './translations-section';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { ReviewSection } from './review-section';
import { OriginalReadOnly } from './original-read-only';
import { DialogPresence, usePresenceBeat } from './presence';
import { articleEtag, conflictOf } from '../api/article-versions';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { CONFLICT_TEXT, savedOf } from './conflicts/conflict-text';
import { VersionedNotices } from './conflicts/conflict-view';
import { useVersionedForm } from './conflicts/use-versioned-form';

const FORM_ID = 'article-form';

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
      <ConfirmDialog
        open={confirmDiscard}
        title={CONFLICT_TEXT.discardTitle}
        message={CONFLICT_TEXT.discardMessage}
        confirmLabel={CONFLICT_TEXT.discard}
        pendingLabel={CONFLICT_TEXT.discard}
        onConfirm={onClose}
        onClose={() => setConfirmDiscard(false)}
      />
    </FormDialog>
  );
}


interface ArticleFormProps {
  article?: AdminArticle;
  languages: AdminLanguage[];
  aiSettings?: AiSettings;
  /** The dialog's mutations: its buttons show their pending labels. */
  create: ReturnType<typeof useCreateArticle>;
  update: ReturnType<typeof useUpdateArticle>;
  onSaved(): void;
  onUploadingChange(busy: boolean): void;
  /** Set to a check of unsaved text, which the dialog asks before closing. */
  unsaved: { current: () => boolean };
  /** Whether a refused save's conflicts still wait for choices. */
  onUndecidedChange(undecided: boolean): void;
}

function ArticleForm({ article, languages, aiSettings, create, update, onSaved, onUploadingChange, unsaved, onUndecidedChange }: ArticleFormProps) {
  const { toast } = useToast();
  const editing = article !== undefined;
  const schema = useMemo(() => articleFormSchema(article?.status === 'scheduled' ? (article.scheduledAt ?? undefined) : undefined), [article]);
  // The starting values are taken once: a translation saved or a job finished meanwhile (the
  // article is read again) must not reset what is typed.
  const { can, me } = useStaffAccess();
  // A new article's original is written in one of the person's languages (issue 29).
  const creatable = languages.filter((l) => l.isActive && can('article.create', { languageId: l.id }));
  const activeIds = new Set(languages.filter((l) => l.isActive).map((l) => l.id));
  const initial = useRef(
    article
      ? formFromArticle(article, activeIds)
      : { ...EMPTY_ARTICLE_FORM, languageId: creatable.some((l) => l.id === EMPTY_ARTICLE_FORM.languageId) ? EMPTY_ARTICLE_FORM.languageId : (creatable[0]?.id ?? EMPTY_ARTICLE_FORM.languageId) },
  ).current;
  const form = useForm<ArticleFormInput, unknown, ArticleFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { isSubmitted },
  } = form;
  // Saves send the version the form started from; a 409 rebases the form onto the newest (issue 39).
  const versioned = useVersionedForm(form, useRef({ values: initial, etag: article ? articleEtag(article) : '' }).current, ARTICLE_FORM_FIELDS);
  useEffect(() => {
    onUndecidedChange(!versioned.decided);
  }, [versioned.decided, onUndecidedChange]);
  // The original's text is kept as it is typed: on the server for an article (the server keeps each
  // person's own), in this browser for a new one (per person too: a shared computer has several).
  const autosave = useAutosave(form, article ? { kind: 'server', articleId: article.id, languageId: initial.languageId } : { kind: 'browser', key: `new-article.${me.uid}` });
  // Text the autosave has kept is not lost by closing (the next opening offers it back).
  unsaved.current = () => versioned.isDirty() && !autosave.holds();
  // New articles follow the title until the slug is typed in; an existing slug is a published URL.
  const slugManual = useRef(editing);

  // Followed by a subscription, not watched in render: watching the title re-rendered the whole
  // dialog on every keystroke of it (docs/editor.md). Only a title change moves the slug: a server
  // error shown under the slug stays until the slug changes.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'title' && !slugManual.current) setValue('slug', slugify(values.title ?? ''), { shouldValidate: isSubmitted });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, isSubmitted]);

  const choosable = editing ? languages.filter((l) => l.isActive || l.id === initial.languageId) : creatable;
  const languageId = watch('languageId');
  // Asking AI to translate into a language is translating into it (the server checks each, docs/staff.md).
  const targetable = languages.filter((l) => l.isActive && l.id !== languageId && can('translation.update', { languageId: l.id }));

  /** Fills the generated fields (the slug follows a new title unless typed by hand); returns an undo. */
  const applyGenerated = (data: GeneratedArticle) => {
    const fields = ['title', 'excerpt', 'content', 'metaDescription', 'category'] as const;
    const before = Object.fromEntries(fields.map((f) => [f, getValues(f)])) as Pick<ArticleFormInput, (typeof fields)[number]>;
    const put = (values: Pick<ArticleFormInput, (typeof fields)[number]>) =>
      fields.forEach((f) => setValue(f, values[f] ?? '', { shouldDirty: true, shouldValidate: isSubmitted }));
    put(data);
    return () => put(before);
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (article) {
        const saved = await update.mutateAsync({ id: article.id, body: updateBody(values), ifMatch: versioned.etag() });
        // Merged with a colleague's newer save (one's own other saves need no word).
        const mergedWith = saved.merged && saved.merged.with.uid !== me.uid ? saved.merged.with.name : undefined;
        toast({ title: 'Article updated successfully!', ...(mergedWith && { description: CONFLICT_TEXT.merged(mergedWith) }) });
      } else {
        await create.mutateAsync(createBody(values));
        toast({ title: 'Article created successfully!' });
      }
      await autosave.clear();
      onSaved();
    } catch (err) {
      const conflict = conflictOf(err);
      if (article && conflict) {
        // Nothing was saved: the form keeps every character and is rebased onto the newest version.
        versioned.rebase(formFromArticle(conflict.current, activeIds), articleEtag(conflict.current), savedOf(conflict));
        return;
      }
      toast(errorToast(err, article ? 'Failed to update article' : 'Failed to create article'));
      const named = errorField(err);
      const field = named && formFieldOf(named.field);
      if (named && field) setError(field, { message: named.reason });
    }
  });

  return (
    <>
      <VersionedNotices versioned={versioned} />
      <form
        id={FORM_ID}
        onSubmit={(e) => {
          // Saving from the conflicts puts the choices into the form first.
          if (versioned.conflict) {
            if (!versioned.decided) return e.preventDefault();
            versioned.apply();
          }
          void submit(e);
        }}
        noValidate
        aria-label={editing ? 'Edit Article' : 'Create New Article'}
        // Hidden, never unmounted, while the conflicts are chosen: every typed character stays.
        style={versioned.conflict ? { display: 'none' } : undefined}
      >
        <Grid container spacing={2}>
          <Grid size={12}>
            <AiGeneratePanel onGenerated={applyGenerated} settings={aiSettings} defaultExpanded={!editing} />
          </Grid>
          <LanguageVersionFields
            form={form}
            contentHelper="Pasting from Google Docs or Word keeps headings, lists, links and tables; the HTML button shows the source."
            onBusyChange={onUploadingChange}
            autosave={autosave}
            afterTitle={<ArticleSettingsFields form={form} article={article} languages={choosable} slugManual={slugManual} />}
          />
          {(['image', 'video'] as const).map((kind) => (
            <Grid key={kind} size={{ xs: 12, sm: 6 }}>
              <Controller
                name={kind}
                control={control}
                render={({ field, fieldState }) => (
                  <MediaUploadField
                    kind={kind}
                    label={kind === 'image' ? 'Featured image' : 'Video'}
                    value={field.value}
                    onChange={(v) => field.onChange(v && { url: v.url, publicId: v.publicId, previewUrl: v.previewUrl, posterUrl: v.posterUrl })}
                    failureMessage="Upload failed. Please try again."
                    onBusyChange={onUploadingChange}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          ))}
          {!editing && (
            <Grid size={12}>
              <Controller
                name="targetLanguageIds"
                control={control}
                render={({ field }) => (
                  <TargetLanguagesField
                    languages={targetable}
                    value={field.value.filter((id) => targetable.some((l) => l.id === id))}
                    onChange={field.onChange}
                    note={
                      aiUnavailableReason(aiSettings) && (
                        <Alert severity="info" sx={{ my: 1 }}>
                          {aiUnavailableReason(aiSettings)}
                        </Alert>
                      )
                    }
                  />
                )}
              />
            </Grid>
          )}
        </Grid>
      </form>
      {article && !versioned.conflict && (
        <Controller
          name="targetLanguageIds"
          control={control}
          render={({ field }) => (
            <TranslationsSection article={article} languages={languages} selected={field.value} onSelectedChange={field.onChange} settings={aiSettings} />
          )}
        />
      )}
    </>
  );
}
