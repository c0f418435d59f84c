/**
 * Article fields from an editor's raw notes (POST /api/admin/generate-article): the generation
 * prompt and the five field instructions, structured output validated with zod, HTML sanitised
 * like any article content. Nothing is stored: the console fills its form with the answer.
 */
import { z } from 'zod';
import { CATEGORIES, TEXT_LIMITS, isInvisible, textProblem, type GenerateArticleResponse } from '../contract/index.js';
import { AiProviderError, type AiClient } from '../integrations/openai.js';
import type { AiSettingsService } from './ai-settings-service.js';
import { ArticleHtmlLimitError } from './article-html.js';
import { sanitizeArticleHtmlInPieces } from './article-html-pieces.js';
import type { AiUsageRecorder } from './ai-usage.js';
import { aiFailure } from './ai-failure.js';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './ai-retry.js';

/** The structured output generation asks for (exported so the provider's fake is tested against it). */
export const GENERATED_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    excerpt: { type: 'string' },
    content: { type: 'string' },
    metaDescription: { type: 'string' },
    category: { type: 'string', enum: [...CATEGORIES] },
  },
  required: ['title', 'excerpt', 'content', 'metaDescription', 'category'],
  additionalProperties: false,
} as const;

/** A line of text the model wrote: one line, no controls, within the stored limit. */
const modelLine = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, ' ').trim().slice(0, max))
    .refine((v) => !isInvisible(v) && textProblem(v) === null);

const GeneratedOutputSchema = z.object({
  title: modelLine(TEXT_LIMITS.title),
  excerpt: modelLine(TEXT_LIMITS.excerpt),
  content: z.string().min(1),
  metaDescription: modelLine(TEXT_LIMITS.metaDescription),
  category: z.enum(CATEGORIES),
});

export class ArticleGenerationService {
  constructor(
    private readonly deps: { settings: AiSettingsService; ai: AiClient; usage: AiUsageRecorder; retry?: RetryPolicy },
  ) {}

  async generateArticle(rawContent: string): Promise<GenerateArticleResponse> {
    const settings = await this.deps.settings.requireUsable();
    const f = settings.fieldInstructions;
    const system = [
      settings.generationPrompt,
      '',
      'Field instructions:',
      `- title: ${f.title}`,
      `- excerpt: ${f.excerpt}`,
      `- content: ${f.content}`,
      `- metaDescription: ${f.metaDescription}`,
      `- category: ${f.category}`,
    ].join('\n');
    try {
      const data = await withRetries(
        async () => {
          const result = await this.deps.usage.track(() =>
            this.deps.ai.chatJson({ apiKey: settings.openaiApiKey, system, user: rawContent, schemaName: 'generated_article', jsonSchema: GENERATED_SCHEMA }),
          );
          const parsed = GeneratedOutputSchema.safeParse(result.json);
          let content = '';
          try {
            content = parsed.success ? await sanitizeArticleHtmlInPieces(parsed.data.content) : '';
          } catch (err) {
            if (err instanceof ArticleHtmlLimitError) throw new AiProviderError('bad-output', `The AI's article broke a limit of article HTML: ${err.message}.`);
            throw err;
          }
          if (!parsed.success || !content) throw new AiProviderError('bad-output', 'The AI answered without the article fields it was asked for.');
          return { ...parsed.data, content };
        },
        // An editor is waiting: two tries at most, and no long waits.
        { ...(this.deps.retry ?? DEFAULT_RETRY_POLICY), maxAttempts: 2, budgetMs: 20_000 },
      );
      return { data };
    } catch (err) {
      throw aiFailure(err);
    }
  }
}
