/**
 * The edit dialog's Translations: every active language (and any inactive one that already has a
 * version), a check mark where a translation exists, and a sub-form that writes one language
 * version by hand (PUT /api/admin/articles/{id}/translations/{languageId}).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { TranslationUpsertRequestSchema, type AdminArticle, type AdminLanguage, type TranslationUpsertRequest } from '@contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../shared/toast';
import { useSaveTranslation } from '../api/articles';
import { errorToast } from '../shared/errors';
import { langTag } from '../shared/lang-tag';
import { lengthHint } from '../shared/length-hint';
import { GUIDANCE } from './article-form';

export function TranslationsSection({ article, languages }: { article: AdminArticle; languages: AdminLanguage[] }) {
  const [editing, setEditing] = useState<AdminLanguage | null>(null);
  const versions = new Map(article.translations.map((t) => [t.languageId, t]));
  const listed = languages.filter((l) => l.isActive || versions.has(l.id));

  return (
    <Box component="section" aria-labelledby="translations-heading" sx={{ mt: 3 }}>
      <Typography id="translations-heading" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        Translations
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Add or edit a language version by hand. A check mark shows the languages this article is available in.
      </Typography>
      <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {listed.map((l) => {
          const version = versions.get(l.id);
          return (
            <ListItem key={l.id} divider data-testid={`translation-${l.code}`} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {version ? (
                  <CheckCircleIcon color="success" titleAccess="Translated" />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" titleAccess="Not translated" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${l.nativeName} · ${l.name}`}
                secondary={version ? version.title : 'No translation yet'}
                sx={{ flex: '1 1 200px', minWidth: 0, '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
              />
              {version?.isOriginal ? (
                <Chip size="small" label="Original" />
              ) : (
                <Button size="small" variant="outlined" onClick={() => setEditing(l)} aria-label={`${version ? 'Edit' : 'Add'} ${l.name} translation`}>
                  {version ? 'Edit' : 'Add'}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      {editing && <TranslationDialog article={article} language={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

type TranslationInput = z.input<typeof TranslationUpsertRequestSchema>;

function TranslationDialog({ article, language, onClose }: { article: AdminArticle; language: AdminLanguage; onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { toast } = useToast();
  const save = useSaveTranslation();
  const existing = article.translations.find((t) => t.languageId === language.id);
  const original = article.translations.find((t) => t.isOriginal);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TranslationInput, unknown, TranslationUpsertRequest>({
    resolver: zodResolver(TranslationUpsertRequestSchema),
    defaultValues: {
      title: existing?.title ?? '',
      content: existing?.content ?? '',
      excerpt: existing?.excerpt ?? '',
      metaDescription: existing?.metaDescription ?? '',
    },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: article.id, languageId: language.id, body });
      toast({ title: 'Translation saved successfully!' });
      onClose();
    } catch (err) {
      toast(errorToast(err, 'Failed to save translation'));
    }
  });

  const heading = `${existing ? 'Edit' : 'Add'} ${language.name} Translation`;
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent dividers>
        {original && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Original ({original.language.name}): <strong>{original.title}</strong>
          </Typography>
        )}
        <form
          id="translation-form"
          noValidate
          aria-label={heading}
          onSubmit={(e) => {
            // This dialog sits inside the article dialog: its submit must not reach that form.
            e.stopPropagation();
            void submit(e);
          }}
        >
          <Stack spacing={2}>
            <TextField
              label="Title"
              fullWidth
              required
              {...register('title')}
              slotProps={{ htmlInput: { lang: langTag(language.code) } }}
              error={!!errors.title}
              helperText={errors.title?.message ?? lengthHint(watch('title'), GUIDANCE.title)}
            />
            <TextField
              label="Excerpt"
              fullWidth
              required
              multiline
              minRows={2}
              {...register('excerpt')}
              slotProps={{ htmlInput: { lang: langTag(language.code) } }}
              error={!!errors.excerpt}
              helperText={errors.excerpt?.message ?? lengthHint(watch('excerpt'), GUIDANCE.excerpt)}
            />
            <TextField
              label="Content (HTML)"
              fullWidth
              required
              multiline
              minRows={8}
              maxRows={20}
              {...register('content')}
              slotProps={{ htmlInput: { lang: langTag(language.code) } }}
              error={!!errors.content}
              helperText={errors.content?.message}
            />
            <TextField
              label="Meta Description"
              fullWidth
              multiline
              minRows={2}
              {...register('metaDescription')}
              slotProps={{ htmlInput: { lang: langTag(language.code) } }}
              error={!!errors.metaDescription}
              helperText={errors.metaDescription?.message ?? lengthHint(watch('metaDescription'), GUIDANCE.metaDescription)}
            />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="translation-form" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Translation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
