/**
 * The article dialog's AI generation input (admin-and-api.md §2, §5, §8): raw notes in, the
 * title, excerpt, content, meta description and category out. The notes are never cleared, a
 * failure changes nothing, and a success can be undone (the fields go back to what was typed).
 */
import { AI_MESSAGES, GenerateArticleRequestSchema, type AiSettings, type GeneratedArticle } from '@contract';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../shared/toast';
import { useGenerateArticle } from '../api/ai';
import { errorToast } from '../shared/errors';

interface Props {
  /** Writes the generated fields into the form; returns how to put the previous values back. */
  onGenerated(data: GeneratedArticle): () => void;
  settings?: AiSettings;
  /** Open at first (the create dialog); the edit dialog starts it folded. */
  defaultExpanded: boolean;
}

/** Why generation cannot run, from the saved settings (the server would answer 503 with the same words). */
export function aiUnavailableReason(settings: AiSettings | undefined): string | null {
  if (!settings) return null;
  if (!settings.hasApiKey) return AI_MESSAGES.notConfigured;
  if (!settings.isActive) return AI_MESSAGES.inactive;
  return null;
}

export function AiGeneratePanel({ onGenerated, settings, defaultExpanded }: Props) {
  const { toast } = useToast();
  const generate = useGenerateArticle();
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [undo, setUndo] = useState<(() => void) | null>(null);
  const headingId = useId();
  const unavailable = aiUnavailableReason(settings);

  const run = async () => {
    const parsed = GenerateArticleRequestSchema.safeParse({ rawContent: notes });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? AI_MESSAGES.rawContentRequired);
    setProblem(null);
    try {
      const { data } = await generate.mutateAsync(parsed.data.rawContent);
      const restore = onGenerated(data);
      setUndo(() => restore);
      toast({ title: AI_MESSAGES.generated });
    } catch (err) {
      toast(errorToast(err, AI_MESSAGES.generateFailed));
    }
  };

  return (
    <Accordion defaultExpanded={defaultExpanded} variant="outlined" disableGutters sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-panel`} id={headingId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AutoAwesomeIcon color="primary" aria-hidden />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            Generate from notes
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-panel`} sx={{ pt: 0 }}>
        <TextField
          label="Raw notes"
          fullWidth
          multiline
          minRows={3}
          maxRows={12}
          value={notes}
          onChange={(e) => {
            setNotes(e.target.value);
            setProblem(null);
          }}
          error={!!problem}
          helperText={problem ?? 'Paste notes, facts or a rough draft: AI writes the title, excerpt, content, meta description and category from them.'}
        />
        {unavailable && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {unavailable}{' '}
            <Link component={RouterLink} to="/admin/ai-settings">
              Open AI Settings
            </Link>
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
          <Button
            variant="contained"
            onClick={() => void run()}
            disabled={generate.isPending || !!unavailable}
            startIcon={generate.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeIcon />}
          >
            {generate.isPending ? 'Generating...' : 'Generate with AI'}
          </Button>
          {undo && !generate.isPending && (
            <Typography variant="body2" color="textSecondary" role="status">
              Fields filled in from your notes.{' '}
              <Button
                size="small"
                onClick={() => {
                  undo();
                  setUndo(null);
                }}
              >
                Undo
              </Button>
            </Typography>
          )}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
