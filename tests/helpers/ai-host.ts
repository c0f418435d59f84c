/**
 * An admin host wired to a fake OpenAI-compatible provider on loopback, with short retry waits,
 * and the AI settings a test starts from.
 */
import { DEFAULT_AI_MODEL, DEFAULT_AI_PROMPTS, type AiSettingsUpdate } from '../../functions/src/contract/index.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import type { HostOptions } from '../../emulators/src/create-host.js';
import { startAdminHost, type AdminTestHost } from './admin-host.js';

export const GOOD_KEY = 'sk-test-good-key-1234';

export interface AiTestHost extends AdminTestHost {
  fake: FakeOpenAi;
  /** Saves AI settings (defaults plus overrides) through the API. */
  configureAi(over?: Partial<AiSettingsUpdate>): Promise<void>;
}

export async function startAiHost(options: Partial<HostOptions> = {}): Promise<AiTestHost> {
  const fake = await startFakeOpenAi();
  try {
    const host = await startAdminHost({
      schedules: false,
      // Everything explicit: an OPENAI_MODEL in the environment must not change what tests see.
      ai: { baseUrl: fake.baseUrl, model: DEFAULT_AI_MODEL, timeoutMs: 5000, retry: { maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 2000, budgetMs: 30_000 } },
      ...options,
    });
    return {
      ...host,
      fake,
      async configureAi(over = {}) {
        const body: AiSettingsUpdate = {
          openaiApiKey: GOOD_KEY,
          translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
          generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
          fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions },
          isActive: true,
          ...over,
        };
        const res = await host.admin('PUT', '/api/admin/ai-settings', body);
        if (res.status !== 200) throw new Error(`Saving AI settings failed: ${res.status} ${JSON.stringify(res.body)}`);
      },
      async stop() {
        await host.stop();
        await fake.close();
      },
    };
  } catch (err) {
    await fake.close();
    throw err;
  }
}
