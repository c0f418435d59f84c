/**
 * /admin/ai-settings (admin-and-api.md §2 AI Settings, §4, §5, §7, §8): the configuration form
 * (the provider key with its connection test, the read-only model, the prompts, the five field
 * instructions, the glossary and the active switch), the status card, the prompt templates card
 * and the tips card. The form validates with the server's own schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { AI_MESSAGES, AiSettingsUpdateSchema, isMaskedApiKey, type AiSettings, type AiSettingsUpdate } from '@contract';
import { Alert, Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../shared/toast';
import { testStoredKey, testTypedKey, useAiSettings, useUpdateAiSettings, type ConnectionResult } from '../api/ai';
import { useDashboardStats } from '../api/dashboard';
import { AiKeyWarning } from '../shared/ai-key-warning';
import { errorField, errorToast, serverMessage } from '../shared/errors';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { SettingsFormSkeleton } from '../shared/settings-form-parts';
import { AiSettingsForm, type AiSettingsInput } from './ai-settings-form';
import { PromptTemplatesCard } from './prompt-templates-card';
import { StatusCard, type ConnectionState } from './status-card';
import { TipsCard } from './tips-card';

export function AiSettingsPage() {
  usePageTitle('AI Settings');
  const settings = useAiSettings();
  return (
    <>
      <PageHeader title="AI Settings" subtitle="The OpenAI key, prompts and instructions behind article generation and translation." />
      <AiKeyWarning settings={settings.data} />
      {settings.isError && <Alert severity="error">The AI settings could not be loaded.</Alert>}
      {settings.isPending && <SettingsFormSkeleton />}
      {settings.data && <AiSettingsEditor saved={settings.data} />}
    </>
  );
}

/** What the form edits, from what GET returned: the key field holds the mask of a stored key. */
function formFrom(saved: AiSettings): AiSettingsInput {
  return {
    openaiApiKey: saved.openaiApiKey,
    translationPrompt: saved.translationPrompt,
    generationPrompt: saved.generationPrompt,
    fieldInstructions: { ...saved.fieldInstructions },
    glossary: [...saved.glossary],
    isActive: saved.isActive,
  };
}

function AiSettingsEditor({ saved }: { saved: AiSettings }) {
  const { toast } = useToast();
  const update = useUpdateAiSettings();
  const stats = useDashboardStats({ fresh: true });
  const form = useForm<AiSettingsInput, unknown, AiSettingsUpdate>({ resolver: zodResolver(AiSettingsUpdateSchema), defaultValues: formFrom(saved) });
  const [connection, setConnection] = useState<ConnectionState>({ state: 'idle' });

  const save = form.handleSubmit(async (body) => {
    try {
      const next = await update.mutateAsync(body);
      form.reset(formFrom(next));
      toast({ title: AI_MESSAGES.settingsSaved });
    } catch (err) {
      toast(errorToast(err, AI_MESSAGES.settingsSaveFailed));
      const named = errorField(err);
      if (named?.field === 'openaiApiKey') form.setError('openaiApiKey', { message: named.reason });
    }
  });

  const testConnection = async () => {
    const key = (form.getValues('openaiApiKey') ?? '').trim();
    if (!key) {
      form.setError('openaiApiKey', { message: AI_MESSAGES.apiKeyFirst }, { shouldFocus: true });
      toast({ title: 'Error', description: AI_MESSAGES.apiKeyFirst, variant: 'destructive' });
      return;
    }
    setConnection({ state: 'testing' });
    let result: ConnectionResult;
    if (isMaskedApiKey(key) && saved.hasApiKey) {
      // The field still shows the stored key's mask: only the server knows the key.
      try {
        result = await testStoredKey();
      } catch (err) {
        result = { ok: false, message: serverMessage(err) ?? (err instanceof TypeError ? AI_MESSAGES.connectionNetwork : AI_MESSAGES.connectionFailed) };
      }
    } else {
      result = await testTypedKey(saved.providerUrl, key);
    }
    setConnection(result.ok ? { state: 'success', message: result.message } : { state: 'error', message: result.message });
    toast(result.ok ? { title: result.message } : { title: 'Error', description: result.message, variant: 'destructive' });
  };

  // Wide screens: the form and templates, with status and tips beside them. Phones: the status
  // first (is a key set, is AI on), then the form, the templates and the tips.
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { xs: 0, lg: 1 } }}>
        <Stack spacing={3}>
          <StatusCard saved={saved} connection={connection} usage={stats.data?.aiUsage} usageFailed={stats.isError} />
          <TipsCard sx={{ display: { xs: 'none', lg: 'block' } }} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { xs: 1, lg: 0 } }}>
        <Stack spacing={3}>
          <AiSettingsForm
            form={form}
            saved={saved}
            saving={update.isPending}
            testing={connection.state === 'testing'}
            onSubmit={save}
            onTest={() => void testConnection()}
            onKeyEdited={() => setConnection({ state: 'idle' })}
          />
          <PromptTemplatesCard form={form} />
        </Stack>
      </Grid>
      <Grid size={12} sx={{ order: 2, display: { lg: 'none' } }}>
        <TipsCard />
      </Grid>
    </Grid>
  );
}
