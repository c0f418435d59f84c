/**
 * One interface string on the Site text screen: its key, the English text beside the language's
 * (or a note that English shows), badges for where it comes from (AI-made, human, shipped) and
 * whether it was reviewed or is stale, a reset of a stored text, and an inline editor whose errors are the server's reasons
 * ("This text would break the page: …").
 */
import type { SiteTextRow as Row } from '@contract';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorField, serverMessage } from '../shared/errors';
import { langTag } from '../shared/lang-tag';
import { RowAction } from '../shared/row-controls';

interface Props {
  row: Row;
  code: string;
  languageName: string;
  saving: boolean;
  reviewing: boolean;
  onSave(text: string): Promise<unknown>;
  onReview(): void;
  onReset(): void;
}

/** The row's `lang`: only a well-formed BCP 47 tag (codes of 4 letters are allowed here, not there). */
function langOf(code: string): string | undefined {
  const tag = langTag(code);
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}

export function SiteTextRowItem({ row, code, languageName, saving, reviewing, onSave, onReview, onReset }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null;
  const inputId = `site-text-${row.key.replace(/[^\w-]/g, '_')}`;

  const save = async () => {
    setError(null);
    try {
      await onSave(draft ?? '');
      setDraft(null);
    } catch (err) {
      setError(errorField(err)?.reason ?? serverMessage(err) ?? 'The text could not be saved.');
    }
  };

  return (
    <Box component="li" data-testid={`site-text-row-${row.key}`} sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary', wordBreak: 'break-all', mr: 'auto' }}>
          {row.key}
        </Typography>
        <SourceBadges row={row} />
        {!editing && (
          <RowAction title="Edit" label={`Edit ${row.key}`} onClick={() => setDraft(row.text ?? row.english)}>
            <EditIcon fontSize="small" />
          </RowAction>
        )}
        {!editing && row.source === 'ai' && !row.reviewed && (
          <RowAction title="Mark reviewed" label={`Mark ${row.key} reviewed`} disabled={reviewing} onClick={onReview}>
            <CheckIcon fontSize="small" />
          </RowAction>
        )}
        {!editing && (row.source === 'ai' || row.source === 'human') && (
          <RowAction title={row.source === 'human' ? 'Undo the edit' : 'Forget the AI text'} label={`Reset ${row.key}`} onClick={onReset}>
            <RestoreIcon fontSize="small" />
          </RowAction>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 0.5, md: 2 } }}>
        <Box>
          <Typography variant="caption" color="textSecondary" component="div">
            English
          </Typography>
          <Typography lang="en" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.english}
          </Typography>
        </Box>
        <Box>
          {editing ? (
            <>
              <TextField
                id={inputId}
                label={`${languageName} text`}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                multiline
                fullWidth
                size="small"
                error={error !== null}
                helperText={error ?? 'Keep every {placeholder} and plural case of the English text.'}
                slotProps={{ htmlInput: { lang: langOf(code) } }}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button variant="contained" size="small" disabled={saving} onClick={() => void save()}>
                  {saving ? 'Saving...' : 'Save'}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setDraft(null);
                    setError(null);
                  }}
                >
                  Cancel
                </Button>
              </Stack>
            </>
          ) : (
            <>
              <Typography variant="caption" color="textSecondary" component="div">
                {languageName}
              </Typography>
              {row.text !== null ? (
                <Typography lang={langOf(code)} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="site-text-value">
                  {row.text}
                </Typography>
              ) : (
                <Typography color="textSecondary" sx={{ fontStyle: 'italic' }} data-testid="site-text-value">
                  Not translated yet: readers see the English text.
                </Typography>
              )}
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** Amber chips in dark text on a pale ground: MUI's outlined warning colour is too light for text (axe). */
const ATTENTION = { bgcolor: '#fff3e0', color: '#7a3e00', borderColor: '#e0a040' } as const;

function SourceBadges({ row }: { row: Row }) {
  const chips: { label: string; color: 'default' | 'primary' | 'secondary' | 'success'; attention?: boolean }[] = [];
  if (row.source === 'ai') chips.push({ label: 'AI-made', color: 'secondary' });
  if (row.source === 'human') chips.push({ label: 'Human', color: 'primary' });
  if (row.source === 'shipped') chips.push({ label: 'Shipped', color: 'default' });
  if (row.source === null) chips.push({ label: 'Missing', color: 'default', attention: true });
  if (row.source !== null && row.reviewed) chips.push({ label: 'Reviewed', color: 'success' });
  if (row.stale) chips.push({ label: 'Stale', color: 'default', attention: true });
  return (
    <>
      {chips.map((c) => (
        <Chip key={c.label} size="small" variant="outlined" color={c.color} label={c.label} sx={c.attention ? ATTENTION : undefined} />
      ))}
    </>
  );
}
