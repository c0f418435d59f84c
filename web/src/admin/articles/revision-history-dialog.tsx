/**
 * An article's history (issue 24): every save of each language, newest first; the one picked is
 * shown against the current text as a readable diff, and "Restore" makes it the current text as
 * a new save.
 */
import type { AdminArticle, RevisionSummary } from '@contract';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useToast } from '../../shared/toast';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { useRestoreRevision, useRevision, useRevisions } from '../api/article-desk';
import { articleEtag, conflictOf } from '../api/article-versions';
import { errorToast } from '../shared/errors';
import { diffText, htmlToText } from './text-diff';

const ACTION_LABELS: Record<RevisionSummary['action'], string> = { create: 'Created', save: 'Saved', 'ai-translation': 'Translated by AI', restore: 'Restored' };
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function RevisionHistoryDialog({ article, onClose, onRestored }: { article: AdminArticle; onClose(): void; onRestored(): void }) {
  const { toast } = useToast();
  const [languageId, setLanguageId] = useState<number | undefined>();
  const [picked, setPicked] = useState<string | undefined>();
  const list = useRevisions(article.id, languageId);
  const revision = useRevision(article.id, picked);
  const restore = useRestoreRevision(article.id);
  // Restoring is saving that language version: only for whoever may edit it (issue 29).
  const { can } = useStaffAccess();
  const languageName = (id: number) => article.translations.find((t) => t.languageId === id)?.language.name ?? `Language ${id}`;

  const diff = useMemo(() => {
    if (!revision.data) return null;
    const current = article.translations.find((t) => t.languageId === revision.data.languageId);
    const text = (v: { title: string; excerpt: string; content?: string }) => `${v.title}\n${v.excerpt}\n${htmlToText(v.content ?? '')}`;
    return diffText(current ? text(current) : '', text(revision.data));
  }, [revision.data, article]);

  const onRestore = async () => {
    if (!picked) return;
    try {
      // The version the diff was shown against: a save since that overlaps is refused, never overwritten (issue 39).
      await restore.mutateAsync({ revisionId: picked, ifMatch: articleEtag(article) });
      toast({ title: 'Revision restored', description: 'It is the current text now.' });
      onClose();
      onRestored();
    } catch (err) {
      if (conflictOf(err)) {
        // The article is the newest version now: the diff compares with it, and Restore starts from it.
        toast({ title: 'Not restored', description: 'Someone saved this version since you opened History. The comparison now shows their text: restore again to replace it.', variant: 'destructive' });
      } else toast(errorToast(err, 'Failed to restore the revision'));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">History</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: 2 }}>
        <Box>
          <TextField select size="small" fullWidth label="Language" value={languageId ?? ''} onChange={(e) => setLanguageId(e.target.value === '' ? undefined : Number(e.target.value))}>
            <MenuItem value="">All languages</MenuItem>
            {article.translations.map((t) => (
              <MenuItem key={t.languageId} value={t.languageId}>
                {t.language.name}
              </MenuItem>
            ))}
          </TextField>
          {list.isPending ? (
            <CircularProgress size={24} sx={{ m: 2 }} aria-label="Loading the history" />
          ) : list.isError ? (
            <Alert severity="error">The history could not be loaded.</Alert>
          ) : (
            <List dense aria-label="Revisions">
              {list.data.revisions.map((r) => (
                <ListItemButton key={r.id} selected={r.id === picked} onClick={() => setPicked(r.id)}>
                  <ListItemText primary={r.title} secondary={`${languageName(r.languageId)} · ${ACTION_LABELS[r.action]} by ${r.by.name}${r.mergedWith ? `, merged with ${r.mergedWith.name}'s changes` : ''} · ${when(r.savedAt)}`} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
        <Box aria-live="polite">
          {!picked ? (
            <Typography color="textSecondary">Pick a revision to see how it differs from the current text.</Typography>
          ) : !diff ? (
            <CircularProgress size={24} aria-label="Loading the revision" />
          ) : (
            <>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                Compared with the current {languageName(revision.data!.languageId)} text: struck words would go, highlighted words would come back.
              </Typography>
              <Box data-testid="revision-diff" sx={{ whiteSpace: 'pre-wrap', fontSize: '0.95rem', lineHeight: 1.7, '& del': { bgcolor: '#fde2e1', color: '#8a1c17' }, '& ins': { bgcolor: '#dcf5e3', color: '#135c2c', textDecoration: 'none' } }}>
                {diff.map((p, i) => (p.kind === 'same' ? <span key={i}>{p.text}</span> : p.kind === 'added' ? <ins key={i}>{p.text}</ins> : <del key={i}>{p.text}</del>))}
              </Box>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {(!revision.data || can('translation.update', { article: policyArticle(article), languageId: revision.data.languageId })) && (
          <Button variant="contained" onClick={() => void onRestore()} disabled={!revision.data || restore.isPending}>
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
