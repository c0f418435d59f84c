/**
 * The four fields of one language version (title, excerpt, content HTML, meta description) with
 * the spec's guidance lengths, shared by the article dialog (the original) and the hand-written
 * translation dialog. Grid items: the caller's Grid container lays them out, and `afterTitle`
 * puts the article's own fields (slug, category...) between the title and the rest. The content
 * is written in the visual editor (editor/article-editor.tsx), and the caller's autosave offer
 * shows above the fields.
 */
import { Grid, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { langTag } from '../shared/lang-tag';
import { lengthHint } from '../shared/length-hint';
import { GUIDANCE } from './article-form';
import { ArticleEditor } from './editor/article-editor';
import { AutosaveBanner } from './editor/autosave-banner';
import type { Autosave } from './editor/use-autosave';

interface VersionFields {
  title: string;
  excerpt: string;
  content: string;
  metaDescription?: string;
}

interface Props<T extends FieldValues & VersionFields> {
  form: UseFormReturn<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the submitted type does not matter here
  /** The language code of the text typed (sets `lang`, so screen readers and fonts read it right). */
  languageCode?: string;
  afterTitle?: ReactNode;
  contentHelper?: string;
  /** Told while an image uploads into the content, so the form holds its save button. */
  onBusyChange?(busy: boolean): void;
  autosave?: Autosave;
}

export function LanguageVersionFields<T extends FieldValues & VersionFields>({ form, languageCode, afterTitle, contentHelper, onBusyChange, autosave }: Props<T>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // Both forms have these four fields at their root; react-hook-form cannot infer that from `T`.
  const name = (field: keyof VersionFields) => field as Path<T>;
  const [title, excerpt, metaDescription] = useWatch({
    control,
    name: [name('title'), name('excerpt'), name('metaDescription')],
  }) as (string | undefined)[];
  // Values written with setValue (AI generation, undo) do not reach MUI's own "filled" tracking of
  // these uncontrolled inputs: the label would sit on the text.
  const label = (value: string | undefined) => ({ shrink: value ? true : undefined });
  const error = (field: keyof VersionFields) => errors[field]?.message as string | undefined;
  const lang = languageCode ? { lang: langTag(languageCode) } : {};

  return (
    <>
      {autosave && (autosave.offer || autosave.status.phase !== 'idle') && (
        <Grid size={12}>
          <AutosaveBanner autosave={autosave} />
        </Grid>
      )}
      <Grid size={12}>
        <TextField
          label="Title"
          fullWidth
          required
          {...register(name('title'))}
          slotProps={{ htmlInput: lang, inputLabel: label(title) }}
          error={!!error('title')}
          helperText={error('title') ?? lengthHint(title, GUIDANCE.title)}
        />
      </Grid>
      {afterTitle}
      <Grid size={12}>
        <TextField
          label="Excerpt"
          fullWidth
          required
          multiline
          minRows={2}
          {...register(name('excerpt'))}
          slotProps={{ htmlInput: lang, inputLabel: label(excerpt) }}
          error={!!error('excerpt')}
          helperText={error('excerpt') ?? lengthHint(excerpt, GUIDANCE.excerpt)}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name={name('content')}
          render={({ field }) => (
            <ArticleEditor
              label="Content (HTML)"
              required
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              focusRef={field.ref}
              lang={lang.lang}
              error={!!error('content')}
              helperText={error('content') ?? contentHelper}
              onBusyChange={onBusyChange}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Meta Description"
          fullWidth
          multiline
          minRows={2}
          {...register(name('metaDescription'))}
          slotProps={{ htmlInput: lang, inputLabel: label(metaDescription) }}
          error={!!error('metaDescription')}
          helperText={error('metaDescription') ?? lengthHint(metaDescription, GUIDANCE.metaDescription)}
        />
      </Grid>
    </>
  );
}
