/**
 * The article dialog's form (article-dialog.tsx holds the dialog around it): the original language
 * version's fields, the article's settings, media, AI generation and, when editing, the
 * translations. Saves carry the version the form started from and a 409 rebases the form onto the
 * newest (issue 39); the slug follows the title of a new article until typed by hand.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminArticle, type AdminLanguage, type AiSettings, type GeneratedArticle } from '@contract';
import { Alert, Grid } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../shared/toast';
import { useCreateArticle, useUpdateArticle } from '../api/articles';
import { errorField, errorToast } from '../shared/errors';
import { MediaUploadField } from '../shared/media-upload-field';
import { ARTICLE_FORM_FIELDS, articleFormSchema, createBody, EMPTY_ARTICLE_FORM, formFieldOf, formFromArticle, updateBody, type ArticleFormInput, type ArticleFormValues } from './article-form';
import { AiGeneratePanel, aiUnavailableReason } from './ai-generate-panel';
import { useAutosave } from './editor/use-autosave';
import { LanguageVersionFields } from './language-version-fields';
import { slugify } from './slug';
import { TargetLanguagesField } from './target-languages-field';
import { ArticleSettingsFields } from './article-settings-fields';
import { TranslationsSection } from './translations-section';
import { useStaffAccess } from '../auth/staff-access';
import { articleEtag, conflictOf } from '../api/article-versions';
import { CONFLICT_TEXT, savedOf } from './conflicts/conflict-text';
import { VersionedNotices } from './conflicts/conflict-view';
import { useVersionedForm } from './conflicts/use-versioned-form';

export const FORM_ID = 'article-form';

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

export function ArticleForm({ article, languages, aiSettings, create, update, onSaved, onUploadingChange, unsaved, onUndecidedChange }: ArticleFormProps) {
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
