/**
 * The prompt templates card: the defaults a fresh install starts with, each of which can be put
 * back into the form (saved only with Save Settings). A template already in the form says so.
 */
import { DEFAULT_AI_PROMPTS, DEFAULT_GLOSSARY, FIELD_INSTRUCTION_KEYS } from '@contract';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { AiSettingsFormApi, AiSettingsInput } from './ai-settings-form';
import { INSTRUCTION_LABELS } from './ai-settings-form';

type TemplateField = 'translationPrompt' | 'generationPrompt' | `fieldInstructions.${(typeof FIELD_INSTRUCTION_KEYS)[number]}` | 'glossary';

interface Template {
  field: TemplateField;
  label: string;
  value: string | string[];
}

const TEMPLATES: Template[] = [
  { field: 'translationPrompt', label: 'Translation prompt', value: DEFAULT_AI_PROMPTS.translationPrompt },
  { field: 'generationPrompt', label: 'Generation prompt', value: DEFAULT_AI_PROMPTS.generationPrompt },
  ...FIELD_INSTRUCTION_KEYS.map((key): Template => ({ field: `fieldInstructions.${key}`, label: INSTRUCTION_LABELS[key], value: DEFAULT_AI_PROMPTS.fieldInstructions[key] })),
  { field: 'glossary', label: 'Glossary', value: [...DEFAULT_GLOSSARY] },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function PromptTemplatesCard({ form }: { form: AiSettingsFormApi }) {
  // Re-render as the form changes, so each template says whether it is in use.
  useWatch({ control: form.control });
  const current = (field: TemplateField): unknown => form.getValues(field as keyof AiSettingsInput);
  const differing = TEMPLATES.filter((t) => !same(current(t.field), t.value));
  const use = (t: Template) =>
    form.setValue(t.field, t.value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted, shouldTouch: true });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="ai-templates-heading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="ai-templates-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Prompt Templates
          </Typography>
          <Typography variant="body2" color="textSecondary">
            The defaults CryptoLekh starts with. Put one back into the form, then save.
          </Typography>
        </Box>
        <Button variant="outlined" disabled={differing.length === 0} onClick={() => differing.forEach(use)} sx={{ flexShrink: 0 }}>
          Use All Defaults
        </Button>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TEMPLATES.map((t) => {
          const inUse = same(current(t.field), t.value);
          return (
            <Box component="li" key={t.field} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }} data-testid={`template-${t.field}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.75 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{t.label}</Typography>
                <Button size="small" variant={inUse ? 'text' : 'contained'} disabled={inUse} onClick={() => use(t)} aria-label={inUse ? `${t.label}: in use` : `Use the default ${t.label.toLowerCase()}`}>
                  {inUse ? 'In use' : 'Use template'}
                </Button>
              </Stack>
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: Array.isArray(t.value) ? undefined : 'ui-monospace, SFMono-Regular, Menlo, monospace',
                  fontSize: 13,
                }}
              >
                {Array.isArray(t.value) ? t.value.join(', ') : t.value}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
