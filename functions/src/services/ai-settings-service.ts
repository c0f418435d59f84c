/**
 * AI settings (admin-and-api.md §2 AI Settings, §3, §5): the key is write-only (GET shows its
 * mask; sending the mask back keeps it), a fresh install gets good default prompts, and every
 * change to what the model is told raises `promptVersion`, which translations record.
 */
import {
  AI_MESSAGES as M,
  DEFAULT_AI_PROMPTS,
  DEFAULT_GLOSSARY,
  isMaskedApiKey,
  maskApiKey,
  type AiConnectionTestResponse,
  type AiSettings,
  type AiSettingsUpdate,
} from '../contract/index.js';
import type { AiSettingsDoc, Repositories } from '../data/index.js';
import { toIso } from '../data/timestamps.js';
import { BadRequestError, ServiceUnavailableError } from '../errors.js';
import { AiProviderError, type AiClient, type AiProviderConfig } from '../integrations/openai.js';
import type { Clock } from './clock.js';

/** Settings a job or a generation can run with: a key, and AI switched on. */
export interface UsableAiSettings extends AiSettingsDoc {
  model: string;
}

const DEFAULTS: Omit<AiSettingsDoc, 'updatedAt'> = {
  openaiApiKey: '',
  translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
  generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
  fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions },
  glossary: [...DEFAULT_GLOSSARY],
  // On, so that a fresh install shows the "no key" warning until a key is added.
  isActive: true,
  promptVersion: 1,
};

export class AiSettingsService {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'aiSettings'>;
      ai: AiClient;
      config: AiProviderConfig;
      clock: Clock;
    },
  ) {}

  /** Where the provider's API is (OPENAI_BASE_URL): the console's connection test calls its /models. */
  get providerUrl(): string {
    return this.deps.config.baseUrl;
  }

  async getSettings(): Promise<AiSettings> {
    const stored = await this.deps.repos.aiSettings.get();
    const s = stored ?? { ...DEFAULTS, updatedAt: null };
    return {
      openaiApiKey: maskApiKey(s.openaiApiKey),
      hasApiKey: s.openaiApiKey !== '',
      translationPrompt: s.translationPrompt,
      generationPrompt: s.generationPrompt,
      fieldInstructions: { ...s.fieldInstructions },
      glossary: [...s.glossary],
      model: this.deps.config.model,
      providerUrl: this.deps.config.baseUrl,
      isActive: s.isActive,
      promptVersion: s.promptVersion,
      updatedAt: toIso(s.updatedAt),
    };
  }

  async updateSettings(body: AiSettingsUpdate): Promise<AiSettings> {
    const stored = (await this.deps.repos.aiSettings.get()) ?? { ...DEFAULTS };
    let key = body.openaiApiKey;
    if (isMaskedApiKey(key)) {
      // The form sent back the mask it was shown: keep the stored key, if there is one and this is its mask.
      if (!stored.openaiApiKey) throw new BadRequestError(`Invalid body parameter 'openaiApiKey': ${M.apiKeyRequired}`, 'openaiApiKey', M.apiKeyRequired);
      if (key !== maskApiKey(stored.openaiApiKey)) {
        throw new BadRequestError(`Invalid body parameter 'openaiApiKey': ${M.apiKeyNotTheMask}`, 'openaiApiKey', M.apiKeyNotTheMask);
      }
      key = stored.openaiApiKey;
    }
    const glossary = dedupe(body.glossary ?? stored.glossary);
    const promptChanged =
      body.translationPrompt !== stored.translationPrompt ||
      body.generationPrompt !== stored.generationPrompt ||
      JSON.stringify(body.fieldInstructions) !== JSON.stringify(stored.fieldInstructions) ||
      JSON.stringify(glossary) !== JSON.stringify(stored.glossary);
    await this.deps.repos.aiSettings.save(
      {
        openaiApiKey: key,
        translationPrompt: body.translationPrompt,
        generationPrompt: body.generationPrompt,
        fieldInstructions: body.fieldInstructions,
        glossary,
        isActive: body.isActive,
        promptVersion: stored.promptVersion + (promptChanged ? 1 : 0),
      },
      this.deps.clock.now(),
    );
    return this.getSettings();
  }

  /** Tests the stored key from the server (the browser never sees it). */
  async testStoredKey(): Promise<AiConnectionTestResponse> {
    const stored = await this.deps.repos.aiSettings.get();
    if (!stored?.openaiApiKey) throw new BadRequestError(M.apiKeyFirst, 'openaiApiKey', M.apiKeyRequired);
    try {
      await this.deps.ai.listModels(stored.openaiApiKey);
      return { ok: true, message: M.connectionOk };
    } catch (err) {
      if (err instanceof AiProviderError && (err.kind === 'network' || err.kind === 'timeout')) return { ok: false, message: M.connectionNetwork };
      return { ok: false, message: M.connectionFailed };
    }
  }

  /** The settings for a generation or a translation, or a 503 saying what to set up. */
  async requireUsable(): Promise<UsableAiSettings> {
    const stored = await this.deps.repos.aiSettings.get();
    if (!stored?.openaiApiKey) throw new ServiceUnavailableError(M.notConfigured, 'openaiApiKey', 'AI not configured');
    if (!stored.isActive) throw new ServiceUnavailableError(M.inactive, 'isActive', 'AI switched off');
    return { ...stored, model: this.deps.config.model };
  }
}

function dedupe(terms: string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
