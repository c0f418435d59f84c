/**
 * The conflicts of a refused save, side by side (issue 39): for each part both people changed,
 * yours beside theirs (stacked on a phone), what it was before, and the choice: "Keep mine",
 * "Take theirs", for text "Keep both". The form stays mounted behind it with every typed character.
 */
import { Alert, AlertTitle, Box, Button, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { articleHtml } from '../../../shared/sanitize';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { CONFLICT_TEXT as T, type Saved } from './conflict-text';
import type { Choice, Conflict } from './rebase';
import type { VersionedForm } from './use-versioned-form';

interface Props {
  /** When the newer version was saved, as the person reads it. */
  saved: Saved;
  conflicts: readonly Conflict[];
  choices: Readonly<Record<string, Choice>>;
  onChoose(id: string, choice: Choice): void;
  /** Applies the choices to the form and shows it, without saving (a form that can show any text). */
  onEdit?(): void;
}

export function ConflictView({ saved, conflicts, choices, onChoose, onEdit }: Props) {
  const undecided = conflicts.filter((c) => choices[c.id] === undefined).length;
  // It takes the form's place, wherever the dialog was scrolled to (the save button is at the bottom).
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Box ref={top} data-testid="conflict-view" sx={{ display: 'grid', gap: 2, scrollMarginTop: 16 }}>
      <Alert severity="warning" role="alert">
        <AlertTitle component="h3">{T.heading(saved.by)}</AlertTitle>
        {T.explain(saved.at)}
      </Alert>
      {conflicts.map((c) => (
        <ConflictCard key={c.id} conflict={c} choice={choices[c.id]} onChoose={(choice) => onChoose(c.id, choice)} />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color={undecided ? 'warning.dark' : 'textSecondary'} aria-live="polite">
          {undecided > 0 ? T.undecided(undecided) : ''}
        </Typography>
        {onEdit && (
          <Button onClick={onEdit} disabled={undecided > 0}>
            {T.editForm}
          </Button>
        )}
      </Box>
    </Box>
  );
}

function ConflictCard({ conflict: c, choice, onChoose }: { conflict: Conflict; choice?: Choice; onChoose(choice: Choice): void }) {
  const options: Choice[] = c.kind === 'value' ? ['mine', 'theirs'] : ['mine', 'theirs', 'both'];
  const picked = (side: 'mine' | 'theirs') => choice === side || choice === 'both';
  return (
    <Paper variant="outlined" component="section" aria-label={c.label} data-testid={`conflict-${c.id}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {c.label}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={choice ?? null}
          onChange={(_e, v: Choice | null) => v && onChoose(v)}
          aria-label={T.choicesLabel(c.label)}
          sx={{ width: { xs: '100%', sm: 'auto' }, '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap', textTransform: 'none', px: 1.25 } }}
        >
          {options.map((o) => (
            <ToggleButton key={o} value={o}>
              {T.choices[o]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: { xs: 1, sm: 2 } }}>
        <Side label={T.yours} kind={c.kind} value={c.mine} chosen={picked('mine')} testId="yours" />
        <Side label={T.theirs} kind={c.kind} value={c.theirs} chosen={picked('theirs')} testId="theirs" />
      </Box>
      {c.kind !== 'html' && c.base !== '' && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {T.before}: {c.base.length > 240 ? `${c.base.slice(0, 240)}…` : c.base}
        </Typography>
      )}
    </Paper>
  );
}

function Side({ label, kind, value, chosen, testId }: { label: string; kind: Conflict['kind']; value: string; chosen: boolean; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        minWidth: 0,
        p: 1.25,
        borderRadius: 1,
        border: 2,
        borderColor: chosen ? 'primary.main' : 'divider',
        bgcolor: chosen ? 'rgba(25, 118, 210, 0.04)' : undefined,
      }}
    >
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      {value === '' ? (
        <Typography color="textSecondary">{T.empty}</Typography>
      ) : kind === 'html' ? (
        // Both sides are article HTML (theirs as the server sanitised it): shown as readers see it.
        <Box className="article-body" sx={{ overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 }, '& img': { maxWidth: '100%', height: 'auto' } }} dangerouslySetInnerHTML={{ __html: articleHtml(value) }} />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</Typography>
      )}
    </Box>
  );
}

/** What a versioned form shows above itself: its conflicts to choose, or that a reload merged it. */
export function VersionedNotices({ versioned }: { versioned: VersionedForm }) {
  return (
    <>
      {versioned.conflict && (
        <ConflictView
          saved={versioned.conflict.saved}
          conflicts={versioned.conflict.rebased.conflicts}
          choices={versioned.choices}
          onChoose={versioned.choose}
          onEdit={versioned.apply}
        />
      )}
      {versioned.mergedOnly && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {T.mergedOnly}
        </Alert>
      )}
    </>
  );
}

/** Closing a dialog with typed text that nothing keeps asks first: discard it, or go back to it. */
export function DiscardConfirm({ open, onDiscard, onKeep }: { open: boolean; onDiscard(): void; onKeep(): void }) {
  return <ConfirmDialog open={open} title={T.discardTitle} message={T.discardMessage} confirmLabel={T.discard} pendingLabel={T.discard} onConfirm={onDiscard} onClose={onKeep} />;
}
