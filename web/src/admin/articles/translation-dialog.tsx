/**
 * The dialog that writes one language version of an article by hand (opened from a row of the
 * edit dialog's Translations, translations-section.tsx): saved with the version it opened from, a
 * colleague's newer save merged or shown as a conflict (issue 39), the person's own autosave, and
 * presence in that language.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { TranslationUpsertRequestSchema, type AdminArticle, type AdminLanguage, type TranslationUpsertRequest } from '@contract';
import { Alert, DialogContent, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStaffAccess } from '../auth/staff-access';
import { useToast } from '../../shared/toast';
import { articleEtag, conflictOf } from '../api/article-versions';
import { useSaveTranslation } from '../api/articles';
import { errorToast } from '../shared/errors';
import { FormDialog } from '../shared/form-dialog';
import { VERSION_FIELDS } from './article-form';
import { CONFLICT_TEXT, savedOf } from './conflicts/conflict-text';
import { DiscardConfirm, VersionedNotices } from './conflicts/conflict-view';
import { useVersionedForm } from './conflicts/use-versioned-form';
import { useAutosave } from './editor/use-autosave';
import { LanguageVersionFields } from './language-version-fields';
import { DialogPresence, usePresenceBeat } from './presence';

type TranslationInput = z.input<typeof TranslationUpsertRequestSchema>;

export function TranslationDialog({ article, language, onClose }: { article: AdminArticle; language: AdminLanguage; onClose(): void }) {
  const { toast } = useToast();
  const save = useSaveTranslation();
  const { me } = useStaffAccess();
  // What the dialog opened with: a poll or a colleague's save re-reads the article, never the form.
  const [opened] = useState(() => ({ values: versionValues(article, language.id), etag: articleEtag(article) }));
  const existing = article.translations.find((t) => t.languageId === language.id);
  const original = article.translations.find((t) => t.isOriginal);
  const form = useForm<TranslationInput, unknown, TranslationUpsertRequest>({
    resolver: zodResolver(TranslationUpsertRequestSchema),
    defaultValues: opened.values,
  });
  // Saved with the version it opened from; a 409 rebases it onto the newest (issue 39).
  const versioned = useVersionedForm(form, opened, VERSION_FIELDS);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Closing asks first when typed text would be lost (not kept by the autosave either).
  const requestClose = () => (versioned.isDirty() && !autosave.holds() ? setConfirmDiscard(true) : onClose());

  const autosave = useAutosave(form, { kind: 'server', articleId: article.id, languageId: language.id });
  usePresenceBeat({ articleId: article.id, languageId: language.id, mode: 'editing' });
  // An image uploading into the content holds the save button.
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: article.id, languageId: language.id, body, ifMatch: versioned.etag() });
      await autosave.clear();
      const mergedWith = saved.merged && saved.merged.with.uid !== me.uid ? saved.merged.with.name : undefined;
      toast({ title: 'Translation saved successfully!', ...(mergedWith && { description: CONFLICT_TEXT.merged(mergedWith) }) });
      onClose();
    } catch (err) {
      const conflict = conflictOf(err);
      if (conflict) {
        versioned.rebase(versionValues(conflict.current, language.id), articleEtag(conflict.current), savedOf(conflict));
        return;
      }
      toast(errorToast(err, 'Failed to save translation'));
    }
  });

  const heading = `${existing ? 'Edit' : 'Add'} ${language.name} Translation`;
  return (
    <FormDialog
      title={heading}
      formId="translation-form"
      pending={save.isPending}
      submitLabel={save.isPending ? 'Saving...' : uploading ? 'Uploading...' : 'Save Translation'}
      submitDisabled={uploading || !versioned.decided}
      maxWidth="md"
      fullScreenOnPhone
      onClose={requestClose}
    >
      <DialogContent dividers>
        <DialogPresence articleId={article.id} />
        {original && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            Original ({original.language.name}): <strong>{original.title}</strong>
          </Typography>
        )}
        {existing?.source === 'ai' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This version was translated by AI. Once you save it, it counts as written by hand: AI leaves it alone unless you force a retranslation.
          </Alert>
        )}
        <VersionedNotices versioned={versioned} />
        <form
          id="translation-form"
          noValidate
          aria-label={heading}
          style={versioned.conflict ? { display: 'none' } : undefined}
          onSubmit={(e) => {
            // This dialog sits inside the article dialog: its submit must not reach that form.
            e.stopPropagation();
            if (versioned.conflict) {
              if (!versioned.decided) return e.preventDefault();
              versioned.apply();
            }
            void submit(e);
          }}
        >
          <Grid container spacing={2}>
            <LanguageVersionFields form={form} languageCode={language.code} autosave={autosave} onBusyChange={setUploading} />
          </Grid>
        </form>
      </DialogContent>
      <DiscardConfirm open={confirmDiscard} onDiscard={onClose} onKeep={() => setConfirmDiscard(false)} />
    </FormDialog>
  );
}

/** One language version's four fields as the form holds them (empty when there is none). */
function versionValues(article: AdminArticle, languageId: number) {
  const v = article.translations.find((t) => t.languageId === languageId);
  return { title: v?.title ?? '', content: v?.content ?? '', excerpt: v?.excerpt ?? '', metaDescription: v?.metaDescription ?? '' };
}

