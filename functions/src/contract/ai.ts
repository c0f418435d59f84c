/**
 * AI in the console (admin-and-api.md §2 AI Settings, §3, §4, §5, §7, §8): the settings form and
 * its messages, article generation from notes, and the translation jobs an article shows. The
 * console's forms use these schemas through zodResolver, so both sides say the same words.
 */
import { z } from 'zod';
import { looksMasked, maskSecret } from './secret-mask.js';
import { CATEGORIES, IsoDateSchema } from './common.js';
import { plainText } from './text.js';

export const AI_MESSAGES = {
  apiKeyRequired: 'API key is required',
  apiKeyNotTheMask: 'This is not the saved key or its mask: type the whole new key, or leave the saved key as it is shown',
  apiKeyFirst: 'Please enter an API key first',
  translationPromptRequired: 'Translation prompt is required',
  translationPromptPlaceholder: 'Translation prompt must use the {language} placeholder',
  generationPromptRequired: 'Generation prompt is required',
  generationPromptJson: 'Generation prompt must mention JSON',
  instructionRequired: {
    title: 'Title instruction is required',
    excerpt: 'Excerpt instruction is required',
    content: 'Content instruction is required',
    category: 'Category instruction is required',
    metaDescription: 'Meta description instruction is required',
  },
  rawContentRequired: 'Please enter raw content to generate article fields',
  rawContentTooLong: (max: number) => `Raw content must be at most ${max} characters: shorten the notes and try again`,
  // Toasts (§8).
  settingsSaved: 'AI settings updated successfully!',
  settingsSaveFailed: 'Failed to update AI settings',
  connectionOk: 'OpenAI API connection successful!',
  connectionFailed: 'Failed to connect to OpenAI API. Please check your API key.',
  connectionNetwork: 'Network error. Please check your internet connection.',
  generated: 'Article fields generated successfully with AI!',
  generateFailed: 'Failed to generate article',
  translationStarted: (n: number) => `Translation started for ${n} new languages!`,
  forceTranslationStarted: (n: number) => `Force retranslation started for ${n} languages!`,
  nothingToTranslate: 'All selected languages already have translations.',
  translateFailed: 'Failed to process translations',
  keyMissingWarning: 'AI translation is enabled but no OpenAI API key is set. Add one in AI Settings, or translations will fail.',
  // Server answers when AI cannot run.
  notConfigured: 'AI is not set up: add an OpenAI API key in AI Settings and switch AI on.',
  inactive: 'AI is switched off in AI Settings: switch it on to generate or translate.',
} as const;

/** The model the spec names; read-only in the console (OPENAI_MODEL overrides it on the server). */
export const DEFAULT_AI_MODEL = 'gpt-4o';
/** Notes longer than this are refused (about 8,000 words: more than one article's worth). */
export const RAW_CONTENT_MAX = 50_000;
export const AI_TEXT_LIMITS = { prompt: 8000, instruction: 1000, glossaryTerm: 60, glossaryTerms: 200, apiKey: 300 } as const;

export const FIELD_INSTRUCTION_KEYS = ['title', 'excerpt', 'content', 'category', 'metaDescription'] as const;
export type FieldInstructionKey = (typeof FIELD_INSTRUCTION_KEYS)[number];

const M = AI_MESSAGES;

const requiredPrompt = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(AI_TEXT_LIMITS.prompt, { error: `Must be at most ${AI_TEXT_LIMITS.prompt} characters` });

export const FieldInstructionsSchema = z.strictObject({
  title: plainText({ required: M.instructionRequired.title, max: AI_TEXT_LIMITS.instruction, multiline: true }),
  excerpt: plainText({ required: M.instructionRequired.excerpt, max: AI_TEXT_LIMITS.instruction, multiline: true }),
  content: plainText({ required: M.instructionRequired.content, max: AI_TEXT_LIMITS.instruction, multiline: true }),
  category: plainText({ required: M.instructionRequired.category, max: AI_TEXT_LIMITS.instruction, multiline: true }),
  metaDescription: plainText({ required: M.instructionRequired.metaDescription, max: AI_TEXT_LIMITS.instruction, multiline: true }),
});
export type FieldInstructions = z.infer<typeof FieldInstructionsSchema>;

/**
 * PUT /api/admin/ai-settings: the full settings body. `openaiApiKey` may be the masked key that
 * GET returned (e.g. "sk-...abcd"): the stored key is then kept. `model` is accepted for the
 * spec's body shape but is read-only (the server's model is used).
 */
export const AiSettingsUpdateSchema = z.strictObject({
  openaiApiKey: z
    .string({ error: M.apiKeyRequired })
    .trim()
    .min(1, { error: M.apiKeyRequired })
    .max(AI_TEXT_LIMITS.apiKey, { error: `Must be at most ${AI_TEXT_LIMITS.apiKey} characters` })
    .regex(/^\S+$/, { error: 'API key must not contain spaces' }),
  translationPrompt: requiredPrompt(M.translationPromptRequired).refine((v) => v.includes('{language}'), { error: M.translationPromptPlaceholder }),
  generationPrompt: requiredPrompt(M.generationPromptRequired).refine((v) => /json/i.test(v), { error: M.generationPromptJson }),
  fieldInstructions: FieldInstructionsSchema,
  /** Terms kept untranslated (tickers, protocol names): they go into every translation prompt. */
  glossary: z
    .array(plainText({ required: 'Glossary terms must not be empty', max: AI_TEXT_LIMITS.glossaryTerm }))
    .max(AI_TEXT_LIMITS.glossaryTerms, { error: `At most ${AI_TEXT_LIMITS.glossaryTerms} glossary terms` })
    .optional(),
  model: z.string().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type AiSettingsUpdate = z.infer<typeof AiSettingsUpdateSchema>;

/** GET /api/admin/ai-settings: the key never leaves the server, only its mask. */
export const AiSettingsSchema = z.object({
  /** Masked ("sk-...abcd"), or '' when no key is stored. */
  openaiApiKey: z.string(),
  hasApiKey: z.boolean(),
  translationPrompt: z.string(),
  generationPrompt: z.string(),
  fieldInstructions: z.object({ title: z.string(), excerpt: z.string(), content: z.string(), category: z.string(), metaDescription: z.string() }),
  glossary: z.array(z.string()),
  /** The model the server uses (DEFAULT_AI_MODEL unless OPENAI_MODEL overrides it). */
  model: z.string(),
  /** The provider's API base (OPENAI_BASE_URL): the console tests a typed key against `{providerUrl}/models`. */
  providerUrl: z.string(),
  isActive: z.boolean(),
  /** Increases whenever a prompt, an instruction or the glossary changes; translations record it. */
  promptVersion: z.number().int(),
  updatedAt: IsoDateSchema.nullable(),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

/** POST /api/admin/ai-settings/test: tests the stored key from the server (the browser never sees it). */
export const AiConnectionTestResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
export type AiConnectionTestResponse = z.infer<typeof AiConnectionTestResponseSchema>;

/** The mask of a key: its first three and last four characters, when at least 8 stay hidden (secret-mask.ts). */
export function maskApiKey(key: string): string {
  if (!key) return '';
  return maskSecret(key, 3, 4);
}

/**
 * Whether a submitted key is a mask, not a key (the form sent back what GET showed it). The
 * server keeps the stored key only for the exact mask of that key and refuses any other.
 */
export function isMaskedApiKey(value: string): boolean {
  return looksMasked(value);
}

/** POST /api/admin/generate-article */
export const GenerateArticleRequestSchema = z.strictObject({
  rawContent: z
    .string({ error: M.rawContentRequired })
    .trim()
    .min(1, { error: M.rawContentRequired })
    .max(RAW_CONTENT_MAX, { error: M.rawContentTooLong(RAW_CONTENT_MAX) }),
});
export type GenerateArticleRequest = z.infer<typeof GenerateArticleRequestSchema>;

export const GeneratedArticleSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  metaDescription: z.string(),
  category: z.enum(CATEGORIES),
});
export type GeneratedArticle = z.infer<typeof GeneratedArticleSchema>;
export const GenerateArticleResponseSchema = z.object({ data: GeneratedArticleSchema });
export type GenerateArticleResponse = z.infer<typeof GenerateArticleResponseSchema>;

/** POST /api/admin/articles/{id}/translate */
export const TranslateRequestSchema = z.strictObject({
  languageIds: z.array(z.number({ error: 'Please select a language' }).int().min(1)).min(1, { error: 'Select at least one language' }).max(100),
  /** Retranslate every block AI made, even current ones (a person's blocks are kept). */
  forceRetranslate: z.boolean().optional().default(false),
  /** With forceRetranslate: replace the blocks a person wrote too. */
  includeHuman: z.boolean().optional().default(false),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

/** `processed`: how many languages a job was started for (0: every one was already up to date). */
export const TranslateResponseSchema = z.object({ processed: z.number().int(), languageIds: z.array(z.number().int()) });
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;

/**
 * `pending`: queued, a worker takes it at once; `running`: a worker holds it (under a lease);
 * `retrying`: waiting for its next attempt (after a failed provider call, or after the worker
 * running it stopped), at `nextAttemptAt`; then `completed` or `failed`.
 */
export const TRANSLATION_JOB_STATES = ['pending', 'running', 'retrying', 'completed', 'failed'] as const;
export type TranslationJobState = (typeof TRANSLATION_JOB_STATES)[number];

/** One language's AI translation job, as GET /api/admin/articles/{id} returns it. */
export const TranslationJobSchema = z.object({
  languageId: z.number().int(),
  state: z.enum(TRANSLATION_JOB_STATES),
  /** Provider calls made for this request so far. */
  attempts: z.number().int(),
  /** The most provider calls a request gets before it fails. */
  maxAttempts: z.number().int(),
  /** When `retrying`: when the next attempt starts (at the latest a minute after, by the recovery schedule). */
  nextAttemptAt: IsoDateSchema.optional(),
  /** Why it failed (when failed), or why the last attempt did not succeed (when retrying), readable by an editor. */
  error: z.string().optional(),
  updatedAt: IsoDateSchema,
});
export type TranslationJob = z.infer<typeof TranslationJobSchema>;

export const TRANSLATION_SOURCES = ['ai', 'human'] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];

/** Dashboard figure: AI calls and tokens this calendar month (UTC). */
export const AiUsageSchema = z.object({ month: z.string(), requests: z.number().int(), tokens: z.number().int() });
export type AiUsage = z.infer<typeof AiUsageSchema>;

/** Terms every translation keeps as written: tickers, protocols and names readers search for. */
export const DEFAULT_GLOSSARY: readonly string[] = [
  'Bitcoin', 'BTC', 'Ethereum', 'ETH', 'USDT', 'USDC', 'Solana', 'SOL', 'DeFi', 'NFT', 'DAO', 'Layer 2', 'rollup',
  'blockchain', 'wallet', 'seed phrase', 'gas', 'staking', 'stablecoin', 'ETF', 'KYC', 'DEX', 'CEX', 'Web3',
];

/** What a fresh install offers (the prompt templates card can put these back). */
export const DEFAULT_AI_PROMPTS = {
  translationPrompt: [
    'You are a professional translator for CryptoLekh, a site that explains cryptocurrency to readers in India.',
    'Translate the article fields you are given from the original language into {language}.',
    'Write natural, clear {language} for a general reader; keep the meaning, tone and facts exactly.',
    'The content is HTML: translate only the text between tags. Keep every tag, attribute, link and the order of elements exactly as they are.',
    'Never translate numbers, dates, code, URLs, or the terms in the glossary.',
    'Answer with a JSON object with the same keys you were given.',
  ].join('\n'),
  generationPrompt: [
    'You are an editor at CryptoLekh, a site of cryptocurrency education, research and case studies for readers in India.',
    'Turn the raw notes you are given into a complete article. Use only facts that are in the notes; do not invent figures.',
    'Answer with a JSON object with exactly these keys: title, excerpt, content, metaDescription, category.',
  ].join('\n'),
  fieldInstructions: {
    title: 'A clear, specific headline of 50 to 60 characters; no clickbait, no emoji.',
    excerpt: 'Two sentences, 150 to 200 characters, that tell a reader what they will learn.',
    content: 'Well-structured HTML: <h2> section headings, short <p> paragraphs, <ul> lists where they help, and a short conclusion. No <script>, no inline styles.',
    category: 'One of: education (explains a concept), research (analyses data or markets), case-study (tells what happened in a real event).',
    metaDescription: 'A search-result summary of 150 to 160 characters with the main keyword near the start.',
  },
} as const;
