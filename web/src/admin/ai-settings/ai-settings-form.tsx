/**
 * The AI configuration form: the key (masked when one is stored; the mask sent back keeps it) with
 * show/hide and the connection test, the model (read-only: the server sets it), the active switch,
 * the two prompts, the five field instructions and the glossary of terms kept as written.
 */
import { AI_TEXT_LIMITS, FIELD_INSTRUCTION_KEYS, isMaskedApiKey, type AiSettings, type AiSettingsUpdate, type AiSettingsUpdateSchema, type FieldInstructionKey } from '@contract';
import CancelIcon from '@mui/icons-material/Cancel';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  FormHelperText,
  Grid,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type FormEventHandler } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormSectionHeading, SettingsFormActions } from '../shared/settings-form-parts';
import { SwitchField } from '../shared/switch-field';

export type AiSettingsInput = z.input<typeof AiSettingsUpdateSchema>;
export type AiSettingsFormApi = UseFormReturn<AiSettingsInput, unknown, AiSettingsUpdate>;

export const INSTRUCTION_LABELS: Record<FieldInstructionKey, string> = {
  title: 'Title instruction',
  excerpt: 'Excerpt instruction',
  content: 'Content instruction',
  category: 'Category instruction',
  metaDescription: 'Meta description instruction',
};

interface Props {
  form: AiSettingsFormApi;
  saved: AiSettings;
  saving: boolean;
  testing: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onTest(): void;
  /** The key field changed by hand: an earlier test result no longer applies. */
  onKeyEdited(): void;
}

/**
 * The prompt and instruction labels stay above their boxes: a template put back with setValue
 * would otherwise leave an emptied field's label sitting on the new text.
 */
const SHRUNK = { inputLabel: { shrink: true } } as const;

export function AiSettingsForm({ form, saved, saving, testing, onSubmit, onTest, onKeyEdited }: Props) {
  const {
    register,
    control,
    reset,
    formState: { errors, isDirty },
  } = form;
  const [showKey, setShowKey] = useState(false);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="ai-config-heading">
      <form onSubmit={onSubmit} noValidate aria-label="AI configuration">
        <Grid container spacing={2}>
          <FormSectionHeading spaced id="ai-config-heading" title="Configuration" text="The OpenAI account the console uses, and whether AI features run." />
          <Grid size={12}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                label="OpenAI API Key"
                type={showKey ? 'text' : 'password'}
                required
                fullWidth
                autoComplete="off"
                placeholder="sk-..."
                {...register('openaiApiKey', { onChange: onKeyEdited })}
                onFocus={(e) => {
                  // The mask is not a key: typing should replace it, not add to it.
                  if (isMaskedApiKey(e.target.value)) e.target.select();
                }}
                error={!!errors.openaiApiKey}
                helperText={
                  errors.openaiApiKey?.message ??
                  (saved.hasApiKey
                    ? 'A key is stored (shown masked). Keep it as is to keep that key, or type a new key to replace it.'
                    : 'Stored on the server; the console only ever shows it masked.')
                }
                slotProps={{
                  htmlInput: { spellCheck: false, 'data-testid': 'api-key-input' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title={showKey ? 'Hide API key' : 'Show API key'}>
                          <IconButton aria-label={showKey ? 'Hide API key' : 'Show API key'} onClick={() => setShowKey((v) => !v)} edge="end">
                            {showKey ? <VisibilityOffIcon /> : <VisibilityIcon />}
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button
                variant="outlined"
                onClick={onTest}
                disabled={testing}
                startIcon={testing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <NetworkCheckIcon />}
                sx={{ flexShrink: 0, height: 56 }}
              >
                {testing ? 'Testing...' : 'Test Connection'}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Model"
              value={saved.model}
              fullWidth
              helperText="Set on the server (OPENAI_MODEL); read-only here."
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
            <SwitchField control={control} name="isActive" label="AI features active" />
            <FormHelperText sx={{ mx: 0 }}>Generation and translation run only while this is on.</FormHelperText>
          </Grid>

          <FormSectionHeading spaced title="Prompts" text="What the model is told before each translation and each generated article." />
          <Grid size={12}>
            <TextField
              label="Translation Prompt"
              required
              fullWidth
              multiline
              minRows={4}
              maxRows={14}
              {...register('translationPrompt')}
              slotProps={SHRUNK}
              error={!!errors.translationPrompt}
              helperText={errors.translationPrompt?.message ?? 'Use the {language} placeholder: it becomes the target language, e.g. "Hindi (हिन्दी)".'}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Generation Prompt"
              required
              fullWidth
              multiline
              minRows={4}
              maxRows={14}
              {...register('generationPrompt')}
              slotProps={SHRUNK}
              error={!!errors.generationPrompt}
              helperText={errors.generationPrompt?.message ?? 'Must mention JSON: the answer is read as a JSON object with the article fields.'}
            />
          </Grid>

          <FormSectionHeading spaced title="Field instructions" text="How generation writes each field of an article." />
          {FIELD_INSTRUCTION_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 12, md: key === 'content' ? 12 : 6 }}>
              <TextField
                label={INSTRUCTION_LABELS[key]}
                required
                fullWidth
                multiline
                minRows={2}
                maxRows={8}
                {...register(`fieldInstructions.${key}`)}
                slotProps={SHRUNK}
                error={!!errors.fieldInstructions?.[key]}
                helperText={errors.fieldInstructions?.[key]?.message}
              />
            </Grid>
          ))}

          <FormSectionHeading spaced title="Glossary" text="Terms every translation keeps exactly as written: tickers, protocol and product names." />
          <Grid size={12}>
            <Controller
              name="glossary"
              control={control}
              render={({ field, fieldState }) => (
                <GlossaryField
                  terms={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message ?? (Array.isArray(errors.glossary) ? errors.glossary.find((e) => e?.message)?.message : undefined)}
                />
              )}
            />
          </Grid>

          <SettingsFormActions dirty={isDirty} saving={saving} onDiscard={() => reset()} />
        </Grid>
      </form>
    </Paper>
  );
}

/** The glossary as removable chips, with a field that adds one term (Enter or Add). */
function GlossaryField({ terms, onChange, error }: { terms: string[]; onChange(terms: string[]): void; error?: string }) {
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const t = term.trim().replace(/\s+/g, ' ');
    if (!t) return setProblem('Type a term to add');
    if (t.length > AI_TEXT_LIMITS.glossaryTerm) return setProblem(`A term must be at most ${AI_TEXT_LIMITS.glossaryTerm} characters`);
    if (terms.some((x) => x.toLowerCase() === t.toLowerCase())) return setProblem(`"${t}" is already in the glossary`);
    if (terms.length >= AI_TEXT_LIMITS.glossaryTerms) return setProblem(`At most ${AI_TEXT_LIMITS.glossaryTerms} glossary terms`);
    onChange([...terms, t]);
    setTerm('');
    setProblem(null);
  };

  const shown = problem ?? error;
  return (
    <Box>
      <Box
        component="ul"
        aria-label="Glossary terms"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
      >
        {terms.length === 0 && (
          <Typography component="li" variant="body2" color="textSecondary">
            No terms yet.
          </Typography>
        )}
        {terms.map((t) => (
          <li key={t}>
            {/* Focus a chip and press Delete or Backspace to remove it; a mouse clicks its icon. */}
            <Chip
              label={t}
              aria-label={`${t} (press Delete to remove)`}
              onDelete={() => onChange(terms.filter((x) => x !== t))}
              deleteIcon={<CancelIcon titleAccess={`Remove ${t}`} />}
            />
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Add a term"
          size="small"
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds the term; it must not submit the settings form.
              e.preventDefault();
              add();
            }
          }}
          error={!!shown}
          helperText={shown ?? `${terms.length} term${terms.length === 1 ? '' : 's'}; press Enter to add`}
          sx={{ flex: '1 1 auto', maxWidth: 360 }}
        />
        <Button variant="outlined" onClick={add} sx={{ height: 40, flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
    </Box>
  );
}
