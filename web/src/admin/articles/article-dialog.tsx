/**
 * "Create New Article" / "Edit Article" (admin-and-api.md §2, §4, §5): slug derived from the title
 * until the slug is edited by hand, category, status, featured, the IST scheduled time, the
 * original language version's fields with the guidance lengths; in edit mode, the translations.
 * (Media upload, AI generation and AI translation join this dialog in later issues.)
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ARTICLE_STATUSES, CATEGORIES, type AdminArticle, type AdminLanguage } from '@contract';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { CATEGORY_LABELS } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { useAdminArticle, useCreateArticle, useUpdateArticle } from '../api/articles';
import { useAdminLanguages } from '../api/languages';
import { STATUS_LABELS } from '../shared/article-chips';
import { errorField, errorToast } from '../shared/errors';
import { lengthHint } from '../shared/length-hint';
import {
  articleFormSchema,
  createBody,
  EMPTY_ARTICLE_FORM,
  formFromArticle,
  GUIDANCE,
  minimumScheduleInput,
  updateBody,
  type ArticleFormInput,
  type ArticleFormValues,
} from './article-form';
import { slugify } from './slug';
import { TranslationsSection } from './translations-section';

const FORM_ID = 'article-form';

/** `articleId` undefined: create; else edit that article. */
export function ArticleDialog({ articleId, onClose }: { articleId?: number; onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const editing = articleId !== undefined;
  const detail = useAdminArticle(articleId);
  const languages = useAdminLanguages();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const pending = create.isPending || update.isPending;
  const ready = (!editing || detail.data) && languages.data;

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{editing ? 'Edit Article' : 'Create New Article'}</DialogTitle>
      <DialogContent dividers>
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
            <ArticleForm article={detail.data} languages={languages.data} create={create} update={update} onSaved={onClose} />
            {detail.data && <TranslationsSection article={detail.data} languages={languages.data} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={pending || !ready}>
          {editing ? (update.isPending ? 'Updating...' : 'Update Article') : create.isPending ? 'Creating...' : 'Create Article'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Puts a 400/409 reason next to the input it is about (e.g. a slug already taken). */
function showFieldError(err: unknown, setError: UseFormSetError<ArticleFormInput>) {
  const named = errorField(err);
  if (!named) return;
  const field = named.field.replace(/^(article|translation)\./, '');
  if (field in EMPTY_ARTICLE_FORM) setError(field as keyof ArticleFormInput, { message: named.reason });
}

interface ArticleFormProps {
  article?: AdminArticle;
  languages: AdminLanguage[];
  /** The dialog's mutations: its buttons show their pending labels. */
  create: ReturnType<typeof useCreateArticle>;
  update: ReturnType<typeof useUpdateArticle>;
  onSaved(): void;
}

function ArticleForm({ article, languages, create, update, onSaved }: ArticleFormProps) {
  const { toast } = useToast();
  const editing = article !== undefined;
  const schema = useMemo(() => articleFormSchema(article?.status === 'scheduled' ? (article.scheduledAt ?? undefined) : undefined), [article]);
  // The starting values are taken once: a translation saved meanwhile must not reset what is typed.
  const initial = useRef(article ? formFromArticle(article) : EMPTY_ARTICLE_FORM).current;
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<ArticleFormInput, unknown, ArticleFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  // New articles follow the title until the slug is typed in; an existing slug is a published URL.
  const slugManual = useRef(editing);

  const title = watch('title');
  const status = watch('status');
  const followedTitle = useRef(title);
  useEffect(() => {
    // Only on a title change: a server error shown under the slug must stay until the slug changes.
    if (title === followedTitle.current) return;
    followedTitle.current = title;
    if (!slugManual.current) setValue('slug', slugify(title ?? ''), { shouldValidate: isSubmitted });
  }, [title, setValue, isSubmitted]);

  const choosable = languages.filter((l) => l.isActive || l.id === initial.languageId);

  const submit = handleSubmit(async (values) => {
    try {
      if (article) {
        await update.mutateAsync({ id: article.id, body: updateBody(values) });
        toast({ title: 'Article updated successfully!' });
      } else {
        await create.mutateAsync(createBody(values));
        toast({ title: 'Article created successfully!' });
      }
      onSaved();
    } catch (err) {
      toast(errorToast(err, article ? 'Failed to update article' : 'Failed to create article'));
      showFieldError(err, setError);
    }
  });

  const [titleMin, titleMax] = GUIDANCE.title;
  return (
    <form id={FORM_ID} onSubmit={submit} noValidate aria-label={editing ? 'Edit Article' : 'Create New Article'}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label="Title"
            fullWidth
            required
            {...register('title')}
            error={!!errors.title}
            helperText={errors.title?.message ?? lengthHint(title, [titleMin, titleMax])}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Slug"
            fullWidth
            required
            {...register('slug', {
              onChange: (e: { target: { value: string } }) => {
                // Emptied by hand: follow the title again.
                slugManual.current = e.target.value !== '';
              },
            })}
            error={!!errors.slug}
            helperText={errors.slug?.message ?? 'Lowercase letters, numbers and hyphens; the article lives at /article/{slug}'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            name="category"
            control={control}
            render={({ field }) => (
              <TextField select label="Category" fullWidth required {...field} error={!!errors.category} helperText={errors.category?.message}>
                {CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            name="status"
            control={control}
            render={({ field }) => (
              <TextField select label="Status" fullWidth required {...field} error={!!errors.status} helperText={errors.status?.message}>
                {ARTICLE_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
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
                {choosable.map((l) => (
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
        <Grid size={{ xs: 12, sm: status === 'scheduled' ? 4 : 12 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            name="isFeatured"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                label="Featured article"
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Excerpt"
            fullWidth
            required
            multiline
            minRows={2}
            {...register('excerpt')}
            error={!!errors.excerpt}
            helperText={errors.excerpt?.message ?? lengthHint(watch('excerpt'), GUIDANCE.excerpt)}
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
            {...register('content')}
            error={!!errors.content}
            helperText={errors.content?.message ?? 'HTML is allowed; scripts and unsafe attributes are removed when saved.'}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Meta Description"
            fullWidth
            multiline
            minRows={2}
            {...register('metaDescription')}
            error={!!errors.metaDescription}
            helperText={errors.metaDescription?.message ?? lengthHint(watch('metaDescription'), GUIDANCE.metaDescription)}
          />
        </Grid>
      </Grid>
    </form>
  );
}
