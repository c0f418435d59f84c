/**
 * The article's own fields in its dialog, between the title and the excerpt: the slug (typed by
 * hand or following the title, see article-dialog.tsx), category, status, the original language
 * (fixed once the article exists), the IST scheduled time when scheduled, and "Featured article".
 */
import { ARTICLE_STATUSES, CATEGORIES, type AdminArticle, type AdminLanguage } from '@contract';
import { Grid, MenuItem, TextField } from '@mui/material';
import type { RefObject } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CATEGORY_LABELS } from '../../shared/format';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { STATUS_LABELS } from '../shared/article-chips';
import { SwitchField } from '../shared/switch-field';
import { minimumScheduleInput, type ArticleFormInput, type ArticleFormValues } from './article-form';

interface Props {
  form: UseFormReturn<ArticleFormInput, unknown, ArticleFormValues>;
  /** The article edited; absent when creating one. */
  article?: AdminArticle;
  /** The languages the original may be written in. */
  languages: AdminLanguage[];
  /** Whether the slug was typed by hand (then it no longer follows the title). */
  slugManual: RefObject<boolean>;
}

export function ArticleSettingsFields({ form, article, languages, slugManual }: Props) {
  const editing = article !== undefined;
  const { register, control } = form;
  // Publishing, scheduling and featuring are hidden from whoever may not (a contributor submits for review).
  const { can } = useStaffAccess();
  const canPublish = can('article.publish', article ? { article: policyArticle(article) } : {});
  const statuses = ARTICLE_STATUSES.filter((s) => canPublish || s === 'draft' || s === article?.status);
  const { errors } = useFormState({ control });
  const status = useWatch({ control, name: 'status' });
  return (
    <>
      <Grid size={12}>
        <SlugField form={form} error={errors.slug?.message} slugManual={slugManual} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ChoiceField control={control} name="category" label="Category" values={CATEGORIES} labels={CATEGORY_LABELS} error={errors.category?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ChoiceField control={control} name="status" label="Status" values={statuses} labels={STATUS_LABELS} error={errors.status?.message} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          name="languageId"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Language"
              fullWidth
              required
              {...field}
              disabled={editing}
              error={!!errors.languageId}
              helperText={errors.languageId?.message ?? (editing ? 'The original language' : undefined)}
              // A disabled field greys its hint below readable contrast; the hint stays readable.
              slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
            >
              {languages.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name === l.nativeName ? l.name : `${l.name} (${l.nativeName})`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      {status === 'scheduled' && (
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label="Scheduled Time (IST)"
            type="datetime-local"
            fullWidth
            required
            {...register('scheduledAt')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minimumScheduleInput() } }}
            error={!!errors.scheduledAt}
            helperText={errors.scheduledAt?.message ?? 'India Standard Time (UTC+5:30), at least 5 minutes from now'}
          />
        </Grid>
      )}
      {canPublish && (
        <Grid size={{ xs: 12, sm: status === 'scheduled' ? 4 : 12 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <SwitchField control={control} name="isFeatured" label="Featured article" />
        </Grid>
      )}
    </>
  );
}

interface ChoiceFieldProps<V extends string> {
  control: Props['form']['control'];
  name: 'category' | 'status';
  label: string;
  /** The choices, in the order the menu lists them. */
  values: readonly V[];
  labels: Record<V, string>;
  error: string | undefined;
}

/** A required select of one of the article's fixed lists (category, status), with its error below. */
function ChoiceField<V extends string>({ control, name, label, values, labels, error }: ChoiceFieldProps<V>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField select label={label} fullWidth required {...field} error={!!error} helperText={error}>
          {values.map((v) => (
            <MenuItem key={v} value={v}>
              {labels[v]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The slug, which follows the title of a new article: only this field watches its value, so a
 * keystroke in the title re-renders the slug and not the article's other settings.
 */
function SlugField({ form, error, slugManual }: Pick<Props, 'form' | 'slugManual'> & { error: string | undefined }) {
  const slug = useWatch({ control: form.control, name: 'slug' });
  return (
    <TextField
      label="Slug"
      fullWidth
      required
      {...form.register('slug', {
        onChange: (e: { target: { value: string } }) => {
          // Emptied by hand: follow the title again.
          slugManual.current = e.target.value !== '';
        },
      })}
      error={!!error}
      helperText={error ?? 'Lowercase letters, numbers and hyphens; the article lives at /article/{slug}'}
      // Filled from the title with setValue: MUI would not see the value and leave the label on it.
      slotProps={{ inputLabel: { shrink: slug ? true : undefined } }}
    />
  );
}
