/**
 * /admin/my-translations (issue 29, the translator's desk): the translations in the person's
 * languages that are machine-made or stale, most-read first, with a chip per language. An item
 * opens straight into the side-by-side review (issue 24); a translation marked reviewed leaves
 * the list at once (the server's queue follows the article within moments).
 */
import type { QueueItem, QueueReason } from '@contract';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Chip, List, ListItem, ListItemButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminLanguages } from '../api/languages';
import { useStaffAccess } from '../auth/staff-access';
import { refreshMyTranslations, useMyTranslations } from '../api/my-translations';
import { TranslationReviewDialog } from '../articles/translation-review-dialog';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';

export const REASON_LABELS: Record<QueueReason, string> = { machine: 'Machine-made', stale: 'Original changed' };

const keyOf = (i: Pick<QueueItem, 'articleId' | 'languageId'>) => `${i.articleId}_${i.languageId}`;

export function MyTranslationsPage() {
  usePageTitle('My translations');
  const { me } = useStaffAccess();
  const client = useQueryClient();
  const languages = useAdminLanguages();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('language'));
  const languageId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const queue = useMyTranslations(languageId);
  const [open, setOpen] = useState<QueueItem | null>(null);
  // Reviewed here: gone from the list now, whatever a page read before the queue caught up says.
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());

  const names = new Map((languages.data ?? []).map((l) => [l.id, l.name]));
  const nameOf = (id: number) => names.get(id) ?? `Language ${id}`;
  const scope = queue.data?.pages[0]?.languageIds ?? me?.languageIds;
  const chips = scope === '*' ? (languages.data ?? []).filter((l) => l.isActive).map((l) => l.id) : (scope ?? []);
  const items = (queue.data?.pages.flatMap((p) => p.items) ?? []).filter((i) => !reviewed.has(keyOf(i)));
  const choose = (id: number | undefined) => setParams(id === undefined ? {} : { language: String(id) }, { replace: true });

  return (
    <>
      <PageHeader title="My translations" subtitle="Machine-made and out-of-date translations in your languages, most-read first." />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} role="group" aria-label="Language">
        <Chip label="All languages" clickable color={languageId === undefined ? 'primary' : 'default'} variant={languageId === undefined ? 'filled' : 'outlined'} onClick={() => choose(undefined)} aria-pressed={languageId === undefined} />
        {chips.map((id) => (
          <Chip key={id} label={nameOf(id)} clickable color={languageId === id ? 'primary' : 'default'} variant={languageId === id ? 'filled' : 'outlined'} onClick={() => choose(id)} aria-pressed={languageId === id} />
        ))}
      </Stack>

      {queue.isPending ? (
        <Stack spacing={1} aria-label="Loading your translations">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={76} />
          ))}
        </Stack>
      ) : queue.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void queue.refetch()}>Retry</Button>}>
          Your translations could not be loaded.
        </Alert>
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>Nothing to review</Typography>
          <Typography color="textSecondary">Every translation{languageId === undefined ? '' : ` into ${nameOf(languageId)}`} is reviewed and up to date.</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label="Translations to review">
            {items.map((item) => (
              <ListItem key={keyOf(item)} disablePadding divider>
                <ListItemButton onClick={() => setOpen(item)} data-testid={`queue-item-${keyOf(item)}`} sx={{ alignItems: 'flex-start', py: 1.5 }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.title}</Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      Original ({nameOf(item.originalLanguageId)}): {item.originalTitle}
                    </Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
                      <Chip size="small" label={nameOf(item.languageId)} />
                      {item.reasons.map((r) => (
                        <Chip key={r} size="small" variant="outlined" label={REASON_LABELS[r]} sx={{ borderColor: r === 'stale' ? 'error.main' : 'warning.main', borderWidth: 2 }} />
                      ))}
                      <Typography variant="caption" color="textSecondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        <VisibilityIcon sx={{ fontSize: 14 }} aria-hidden />
                        {item.views.toLocaleString('en-IN')} {item.views === 1 ? 'view' : 'views'}
                      </Typography>
                      <Typography variant="caption" color="textSecondary">
                        Updated {new Date(item.updatedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}
                      </Typography>
                    </Stack>
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {queue.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
            Load more
          </Button>
        </Box>
      )}

      {open && (
        <TranslationReviewDialog
          article={{ id: open.articleId, translations: [{ languageId: open.languageId, language: { name: nameOf(open.languageId) } }] }}
          languageId={open.languageId}
          onDone={(action) => {
            // Reviewed, it is no longer machine-made; a stale one stays until translated again.
            if (action === 'reviewed' && !open.reasons.includes('stale')) setReviewed((s) => new Set(s).add(keyOf(open)));
          }}
          onClose={() => {
            setOpen(null);
            void refreshMyTranslations(client);
          }}
        />
      )}
    </>
  );
}
