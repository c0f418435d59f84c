/**
 * The four fields of one language version (title, excerpt, content HTML, meta description) with
 * the spec's guidance lengths, shared by the article dialog (the original) and the hand-written
 * translation dialog. Grid items: the caller's Grid container lays them out, and `afterTitle`
 * puts the article's own fields (slug, category...) between the title and the rest.
 */
import { Grid, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { langTag } from '../shared/lang-tag';
import { lengthHint } from '../shared/length-hint';
import { GUIDANCE } from './article-form';

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
}

export function LanguageVersionFields<T extends FieldValues & VersionFields>({ form, languageCode, afterTitle, contentHelper }: Props<T>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // Both forms have these four fields at their root; react-hook-form cannot infer that from `T`.
  const name = (field: keyof VersionFields) => field as Path<T>;
  const [title, excerpt, content, metaDescription] = useWatch({
    control,
    name: [name('title'), name('excerpt'), name('content'), name('metaDescription')],
  }) as (string | undefined)[];
  // Values written with setValue (AI generation, undo) do not reach MUI's own "filled" tracking of
  // these uncontrolled inputs: the label would sit on the text.
  const label = (value: string | undefined) => ({ shrink: value ? true : undefined });
  const error = (field: keyof VersionFields) => errors[field]?.message as string | undefined;
  const lang = languageCode ? { lang: langTag(languageCode) } : {};

  return (
    <>
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
        <TextField
          label="Content (HTML)"
          fullWidth
          required
          multiline
          minRows={8}
          maxRows={20}
          {...register(name('content'))}
          error={!!error('content')}
          helperText={error('content') ?? contentHelper}
          slotProps={{
            htmlInput: { ...lang, spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } },
            inputLabel: label(content),
          }}
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
