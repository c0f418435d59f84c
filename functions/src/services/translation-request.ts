/**
 * What one translation run asks the model, and what it accepts back. Only the blocks and fields
 * the plan (translation-plan.ts) marks for translation are sent: the whole original when every
 * block is, otherwise each block in a `<section>` (an empty field stays empty). The answer must
 * keep the HTML structure of what was sent exactly (tags, links, attributes); it is cut back into
 * blocks, each checked against its source, and the assembled whole is checked again.
 */
import { z } from 'zod';
import { CONTENT_MAX_BYTES, TEXT_LIMITS, isInvisible, textProblem, withoutBidiControls } from '../contract/index.js';
import type { LanguageDoc } from '../data/index.js';
import type { ChatJsonRequest } from '../integrations/openai.js';
import { AiProviderError } from '../integrations/openai.js';
import type { UsableAiSettings } from './ai-settings-service.js';
import { joinSegments, segmentHtml, splitSections } from './article-blocks.js';
import { ArticleHtmlLimitError, htmlSkeleton } from './article-html.js';
import { sanitizeArticleHtmlInPieces } from './article-html-pieces.js';
import { PLAIN_FIELDS, type PlainField, type TranslationPlan } from './translation-plan.js';

/** The structured output a translation asks for (exported so the provider's fake is tested against it). */
export const TRANSLATION_SCHEMA = {
  type: 'object',
  properties: { title: { type: 'string' }, excerpt: { type: 'string' }, content: { type: 'string' }, metaDescription: { type: 'string' } },
  required: ['title', 'excerpt', 'content', 'metaDescription'],
  additionalProperties: false,
} as const;

const TranslationOutputSchema = z.object({ title: z.string(), excerpt: z.string(), content: z.string(), metaDescription: z.string() });

export interface PartsToTranslate {
  blocks: string[];
  fields: Partial<Record<PlainField, string>>;
}

/** Every block is sent: the original as it is, so the model sees the article whole. */
const sendsWhole = (plan: TranslationPlan, ask: PartsToTranslate) => ask.blocks.length === plan.blocks.length && ask.blocks.length > 0;

function sentContent(original: string, plan: TranslationPlan, ask: PartsToTranslate): string {
  if (sendsWhole(plan, ask)) return original;
  return ask.blocks.map((b) => `<section>${b}</section>`).join('\n');
}

export function translationRequest(
  prompt: { settings: UsableAiSettings; language: Pick<LanguageDoc, 'code' | 'name' | 'nativeName'> },
  original: string,
  plan: TranslationPlan,
  ask: PartsToTranslate,
): ChatJsonRequest {
  const { settings, language } = prompt;
  const partial = !sendsWhole(plan, ask);
  const system = [
    settings.translationPrompt.replaceAll('{language}', `${language.name} (${language.nativeName})`),
    settings.glossary.length > 0 ? `\nGlossary, keep these exactly as written: ${settings.glossary.join(', ')}` : '',
    partial
      ? '\nOnly the parts of the article that changed are sent: each <section> of the content is one block; translate each and keep the sections. A field sent empty stays empty.'
      : '',
  ].join('');
  const user = JSON.stringify({
    targetLanguage: { code: language.code, name: language.name, nativeName: language.nativeName },
    glossary: settings.glossary,
    fields: { title: ask.fields.title ?? '', excerpt: ask.fields.excerpt ?? '', content: partial && ask.blocks.length === 0 ? '' : sentContent(original, plan, ask), metaDescription: ask.fields.metaDescription ?? '' },
  });
  return { apiKey: settings.openaiApiKey, system, user, schemaName: 'article_translation', jsonSchema: TRANSLATION_SCHEMA };
}

const bad = (why: string) => new AiProviderError('bad-output', `The AI translation was unusable: ${why}.`);

/** The model's blocks and fields as they may be stored, or a retryable 'bad-output' failure saying what was wrong. */
export async function modelAnswer(json: unknown, original: string, plan: TranslationPlan, ask: PartsToTranslate): Promise<PartsToTranslate> {
  const parsed = TranslationOutputSchema.safeParse(json);
  if (!parsed.success) throw bad('it did not answer with the four article fields');
  // Plain text as the forms store it: without bidi overrides (contract/text.ts).
  const line = (v: string) => withoutBidiControls(v).replace(/\s+/g, ' ').trim();
  const answer: Record<PlainField, string> = {
    title: line(parsed.data.title),
    excerpt: withoutBidiControls(parsed.data.excerpt).trim(),
    metaDescription: line(parsed.data.metaDescription),
  };
  const fields: PartsToTranslate['fields'] = {};
  const names = { title: 'title', excerpt: 'excerpt', metaDescription: 'meta description' } as const;
  for (const f of PLAIN_FIELDS) {
    if (ask.fields[f] === undefined) continue;
    const v = answer[f];
    if (isInvisible(v) || textProblem(v, { multiline: f === 'excerpt' }) || v.length > TEXT_LIMITS[f]) throw bad(`the ${names[f]} was empty, broken or too long`);
    fields[f] = v;
  }
  if (ask.blocks.length === 0) return { blocks: [], fields };

  const sent = sentContent(original, plan, ask);
  let content: string;
  try {
    content = await sanitizeArticleHtmlInPieces(parsed.data.content);
  } catch (err) {
    if (err instanceof ArticleHtmlLimitError) throw bad(`its content broke a limit of article HTML (${err.message})`);
    throw err;
  }
  if (!content) throw bad('the content was empty');
  if (JSON.stringify(htmlSkeleton(content)) !== JSON.stringify(htmlSkeleton(sent))) throw bad("it changed the article's HTML structure (its tags or links)");
  const blocks = sendsWhole(plan, ask) ? segmentHtml(content).blocks : splitSections(content);
  if (!blocks || blocks.length !== ask.blocks.length) throw bad('it merged, split or emptied paragraphs');
  blocks.forEach((b, i) => {
    if (JSON.stringify(htmlSkeleton(b)) !== JSON.stringify(htmlSkeleton(ask.blocks[i]!))) throw bad("it changed the article's HTML structure (its tags or links)");
  });
  return { blocks, fields };
}

/**
 * The structure check on the whole result: the original's structure, with a person's blocks as
 * they wrote them (theirs may differ, and are never replaced). Also the stored size limit.
 */
export function checkWhole(content: string, plan: TranslationPlan): void {
  const expected = joinSegments(plan.glue, plan.blocks.map((b) => (b.kind === 'keep' ? b.text : b.source)));
  if (JSON.stringify(htmlSkeleton(content)) !== JSON.stringify(htmlSkeleton(expected))) throw bad("it changed the article's HTML structure (its tags or links)");
  if (Buffer.byteLength(content, 'utf8') > CONTENT_MAX_BYTES) throw bad(`the content was larger than the ${CONTENT_MAX_BYTES / 1024} KB that can be stored`);
}
