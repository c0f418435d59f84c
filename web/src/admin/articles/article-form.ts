/**
 * The article dialog's form: the contract's field schemas (so the messages are the server's), the
 * IST scheduled time with its 5-minute minimum, and the request bodies of admin-and-api.md §4:
 * creating as published sends publishedAt = now, scheduled sends scheduledAt; editing sends
 * scheduledAt only when the status is scheduled.
 */
import {
  ARTICLE_MESSAGES as M,
  ARTICLE_STATUSES,
  ArticleSlugSchema,
  CATEGORIES,
  ENGLISH_LANGUAGE_ID,
  LanguageIdSchema,
  SCHEDULE_MIN_LEAD_MINUTES,
  TranslationFieldsSchema,
  type AdminArticle,
} from '@contract';
import { z } from 'zod';
import { CATEGORY_LABELS } from '../../shared/format';
import type { CreateArticleBody, UpdateArticleBody } from '../api/articles';
import { STATUS_LABELS } from '../shared/article-chips';
import type { FieldSpec } from './conflicts/rebase';
import { fromIstInput, toIstInput } from './ist-time';

/** Guidance lengths of admin-and-api.md §5, shown as counters under the fields. */
export const GUIDANCE = {
  title: [50, 60],
  excerpt: [150, 200],
  metaDescription: [150, 160],
} as const;

/**
 * @param keptScheduledAt an already scheduled article may keep its time even when it is now less
 *   than five minutes away (the server allows an unchanged time).
 */
export function articleFormSchema(keptScheduledAt?: string) {
  return z
    .object({
      slug: ArticleSlugSchema,
      // Selects start empty; an empty value reads as "not chosen".
      category: z.string().pipe(z.enum(CATEGORIES, { error: M.categoryRequired })),
      status: z.string().pipe(z.enum(ARTICLE_STATUSES, { error: M.statusRequired })),
      isFeatured: z.boolean(),
      /** IST wall time from the datetime-local input; read only when status is scheduled. */
      scheduledAt: z.string(),
      languageId: LanguageIdSchema,
      ...TranslationFieldsSchema.shape,
      /** Languages to translate into with AI (§4): targetLanguages on create, selectedLanguages on edit. */
      targetLanguageIds: z.array(z.number().int()),
      /** The uploaded (or earlier given) image and video; the server copies their facts from the upload. */
      image: MediaValueSchema.nullable(),
      video: MediaValueSchema.nullable(),
    })
    .superRefine(
      (v, ctx) => {
        if (v.status !== 'scheduled' || typeof v.scheduledAt !== 'string') return;
        if (!v.scheduledAt.trim()) return ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: M.scheduledAtRequired });
        const at = fromIstInput(v.scheduledAt);
        if (!at) return ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: M.invalidDateTime });
        if (keptScheduledAt && at.getTime() === new Date(keptScheduledAt).getTime()) return;
        if (at.getTime() < Date.now() + SCHEDULE_MIN_LEAD_MINUTES * 60_000) {
          ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: M.scheduledTooSoon });
        }
      },
      // Also when other fields are still wrong, so every message shows at once.
      { when: () => true },
    );
}

const MediaValueSchema = z.object({
  url: z.string(),
  publicId: z.string().nullable(),
  previewUrl: z.string().optional(),
  posterUrl: z.string().nullable().optional(),
});

export type ArticleFormInput = z.input<ReturnType<typeof articleFormSchema>>;
export type ArticleFormValues = z.output<ReturnType<typeof articleFormSchema>>;

export const EMPTY_ARTICLE_FORM: ArticleFormInput = {
  slug: '',
  category: '',
  status: 'draft',
  isFeatured: false,
  scheduledAt: '',
  languageId: ENGLISH_LANGUAGE_ID,
  title: '',
  content: '',
  excerpt: '',
  metaDescription: '',
  targetLanguageIds: [],
  image: null,
  video: null,
};

/**
 * The edit dialog's starting values: the article, its original language version and the languages
 * it asks AI translation for (only active ones: the server refuses an inactive target).
 */
/** The form field a 400/409 names ("article.slug", "imageUrl"), so its reason (a slug already taken) shows next to that input. */
export function formFieldOf(serverField: string): keyof ArticleFormInput | undefined {
  const field = serverField.replace(/^(article|translation)\./, '').replace(/^(image|video)(Url|PublicId)$/, '$1');
  return field in EMPTY_ARTICLE_FORM ? (field as keyof ArticleFormInput) : undefined;
}

export function formFromArticle(article: AdminArticle, activeLanguageIds: ReadonlySet<number>): ArticleFormInput {
  const original = article.translations.find((t) => t.isOriginal) ?? article.translations[0];
  return {
    slug: article.slug,
    category: article.category,
    status: article.status,
    isFeatured: article.isFeatured,
    scheduledAt: article.scheduledAt ? toIstInput(new Date(article.scheduledAt)) : '',
    languageId: original?.languageId ?? ENGLISH_LANGUAGE_ID,
    title: original?.title ?? '',
    content: original?.content ?? '',
    excerpt: original?.excerpt ?? '',
    metaDescription: original?.metaDescription ?? '',
    targetLanguageIds: article.targetLanguageIds.filter((id) => activeLanguageIds.has(id)),
    image: article.imageUrl ? { url: article.imageUrl, publicId: article.imagePublicId, previewUrl: article.imageVariants[0]?.url } : null,
    video: article.videoUrl ? { url: article.videoUrl, publicId: article.videoPublicId, posterUrl: article.videoPosterUrl } : null,
  };
}

/** The checked languages, never the original's own (it needs no translation). */
function targetsOf(v: ArticleFormValues): number[] {
  return [...new Set(v.targetLanguageIds)].filter((id) => id !== v.languageId);
}

/** The earliest time the picker offers: five minutes from now, in IST. */
export function minimumScheduleInput(now = new Date()): string {
  return toIstInput(new Date(now.getTime() + SCHEDULE_MIN_LEAD_MINUTES * 60_000));
}

function scheduledIso(v: ArticleFormValues): string {
  return fromIstInput(v.scheduledAt)!.toISOString();
}

/** Always sent, so a removed image or video is removed (empty values clear them). */
function mediaOf(v: ArticleFormValues) {
  return {
    imageUrl: v.image?.url ?? '',
    imagePublicId: v.image?.publicId ?? '',
    videoUrl: v.video?.url ?? '',
    videoPublicId: v.video?.publicId ?? '',
  };
}

function translationOf(v: ArticleFormValues) {
  return { languageId: v.languageId, title: v.title, content: v.content, excerpt: v.excerpt, metaDescription: v.metaDescription, isOriginal: true };
}

export function createBody(v: ArticleFormValues, now = new Date()): CreateArticleBody {
  return {
    article: {
      slug: v.slug,
      category: v.category,
      status: v.status,
      isFeatured: v.isFeatured,
      ...mediaOf(v),
      ...(v.status === 'published' && { publishedAt: now.toISOString() }),
      ...(v.status === 'scheduled' && { scheduledAt: scheduledIso(v) }),
    },
    translation: translationOf(v),
    targetLanguages: targetsOf(v),
  };
}

export function updateBody(v: ArticleFormValues): UpdateArticleBody {
  return {
    article: {
      slug: v.slug,
      category: v.category,
      status: v.status,
      isFeatured: v.isFeatured,
      ...mediaOf(v),
      ...(v.status === 'scheduled' && { scheduledAt: scheduledIso(v) }),
    },
    translation: translationOf(v),
    // The server starts jobs for checked languages with no translation, a stale AI one or a failed job (those the person may translate).
    selectedLanguages: targetsOf(v),
  };
}

/** A language version's four fields as they merge after a 409 (issue 39): the title joins on one line, the rest a paragraph apart. */
export const VERSION_FIELDS: readonly FieldSpec[] = [
  { key: 'title', label: 'Title', kind: 'text', joiner: ' ' },
  { key: 'excerpt', label: 'Excerpt', kind: 'text' },
  { key: 'content', label: 'Content', kind: 'html' },
  { key: 'metaDescription', label: 'Meta Description', kind: 'text' },
];

const media = (v: unknown) => (v && typeof v === 'object' && 'url' in v ? String((v as { url: string }).url) : 'None');

/** The article dialog's fields as they merge after a 409; `targetLanguageIds` merges as a set (never a conflict). */
export const ARTICLE_FORM_FIELDS: readonly FieldSpec[] = [
  VERSION_FIELDS[0]!,
  { key: 'slug', label: 'Slug', kind: 'value' },
  { key: 'category', label: 'Category', kind: 'value', show: (v) => CATEGORY_LABELS[v as keyof typeof CATEGORY_LABELS] ?? String(v) },
  { key: 'status', label: 'Status', kind: 'value', show: (v) => STATUS_LABELS[v as keyof typeof STATUS_LABELS] ?? String(v) },
  { key: 'scheduledAt', label: 'Scheduled Time (IST)', kind: 'value', show: (v) => (v ? String(v).replace('T', ' ') : 'None') },
  { key: 'isFeatured', label: 'Featured article', kind: 'value', show: (v) => (v ? 'Yes' : 'No') },
  ...VERSION_FIELDS.slice(1),
  { key: 'image', label: 'Featured image', kind: 'value', show: media },
  { key: 'video', label: 'Video', kind: 'value', show: media },
  { key: 'targetLanguageIds', label: 'Translations', kind: 'set' },
];
