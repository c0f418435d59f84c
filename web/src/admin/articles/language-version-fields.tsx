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
    control,
    formState: { errors },
  } = form;
  const error = (field: keyof VersionFields) => errors[field]?.message as string | undefined;
  const lang = languageCode ? { lang: langTag(languageCode) } : {};
  const guided = (field: GuidedName, label: string, options: { required?: boolean; multiline?: boolean }) => (
    <Grid size={12}>
      <GuidedTextField form={form} field={field} label={label} lang={lang} error={error(field)} {...options} />
    </Grid>
  );

  return (
    <>
      {autosave && (autosave.offer || autosave.status.phase !== 'idle') && (
        <Grid size={12}>
          <AutosaveBanner autosave={autosave} />
        </Grid>
      )}
      {guided('title', 'Title', { required: true })}
      {afterTitle}
      {guided('excerpt', 'Excerpt', { required: true, multiline: true })}
      <Grid size={12}>
        <Controller
          control={control}
          name={'content' as Path<T>}
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
      {guided('metaDescription', 'Meta Description', { multiline: true })}
    </>
  );
}

type GuidedName = keyof typeof GUIDANCE;

interface GuidedProps<T extends FieldValues & VersionFields> {
  form: UseFormReturn<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as Props
  field: GuidedName;
  label: string;
  lang: { lang?: string };
  error: string | undefined;
  required?: boolean;
  multiline?: boolean;
}

/**
 * One text field with its guidance length under it. Only this field watches its value: a
 * keystroke re-renders its own hint, not the form around it (the whole dialog re-rendered on every
 * key, 25-50 ms of a phone's main thread a keystroke, docs/editor.md).
 */
function GuidedTextField<T extends FieldValues & VersionFields>({ form, field, label, lang, error, required, multiline }: GuidedProps<T>) {
  // Both forms have these fields at their root; react-hook-form cannot infer that from `T`.
  const name = field as Path<T>;
  const value = useWatch({ control: form.control, name }) as string | undefined;
  return (
    <TextField
      label={label}
      fullWidth
      required={required}
      {...(multiline && { multiline: true, minRows: 2 })}
      {...form.register(name)}
      // Values written with setValue (AI generation, undo) do not reach MUI's own "filled" tracking
      // of these uncontrolled inputs: the label would sit on the text.
      slotProps={{ htmlInput: lang, inputLabel: { shrink: value ? true : undefined } }}
      error={!!error}
      helperText={error ?? lengthHint(value, GUIDANCE[field])}
    />
  );
}
