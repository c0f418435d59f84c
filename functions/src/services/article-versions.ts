/**
 * An article's language versions as readers are offered them: the original always, the others
 * while their language is active; for the page, its head and feeds (ArticleVersion), and for the
 * reader call (TranslationSummary, LanguageRef).
 */
import type { LanguageRef, TranslationSummary } from '../contract/index.js';
import type { ArticleDoc, LanguageDoc } from '../data/index.js';
import type { LanguageCatalog } from './languages-service.js';
import { isStale, reviewStatusOf } from './translation-service.js';

/**
 * One language version of an article as the server-rendered pages and the feeds link to it: the
 * versions readers can pick (the original always, others while their language is active), each
 * saying whether it is an AI translation of an older original. Readers are still shown a stale
 * version; search engines are not offered it as an alternate (pages/head.ts, pages/feeds.ts).
 */
export interface ArticleVersion {
  code: string;
  isOriginal: boolean;
  isStale: boolean;
  title: string;
  excerpt: string;
  /** '' when the version has none (documents written before the console existed). */
  metaDescription: string;
}

/** Translations readers can pick: the original always, the others while their language is active. */
export function visibleSummaries(doc: ArticleDoc, catalog: LanguageCatalog) {
  return doc.translations.filter((t) => catalog.get(t.languageId) && (t.isOriginal || catalog.isActive(t.languageId)));
}

export function versionsOf(doc: ArticleDoc, catalog: LanguageCatalog): ArticleVersion[] {
  return visibleSummaries(doc, catalog)
    .slice()
    .sort((a, b) => Number(b.isOriginal) - Number(a.isOriginal) || a.languageId - b.languageId)
    .map((t) => ({
      code: catalog.get(t.languageId)!.code,
      isOriginal: t.isOriginal,
      isStale: isStale(doc, t),
      title: t.title,
      excerpt: t.excerpt,
      metaDescription: t.metaDescription ?? '',
    }));
}

/** Requested language first (when the article has it), then the original, then the rest by language id. */
export function translationSummaries(doc: ArticleDoc, catalog: LanguageCatalog, requested: LanguageDoc | undefined): TranslationSummary[] {
  const rank = (languageId: number, isOriginal: boolean) => (languageId === requested?.id ? 0 : isOriginal ? 1 : 2);
  return visibleSummaries(doc, catalog)
    .slice()
    .sort((a, b) => rank(a.languageId, a.isOriginal) - rank(b.languageId, b.isOriginal) || a.languageId - b.languageId)
    .map((t) => {
      const lang = catalog.get(t.languageId)!;
      return {
        languageId: t.languageId,
        language: { code: lang.code, name: lang.name, nativeName: lang.nativeName },
        title: t.title,
        excerpt: t.excerpt,
        isOriginal: t.isOriginal,
      };
    });
}

export function languageRef(lang: LanguageDoc | undefined, isOriginal: boolean): LanguageRef {
  return { code: lang?.code ?? 'und', name: lang?.name ?? 'Unknown', nativeName: lang?.nativeName ?? 'Unknown', isOriginal };
}

/** An AI translation nobody approved: the page tells readers so. */
export function isMachineText(doc: ArticleDoc, languageId: number): boolean {
  const summary = doc.translations.find((t) => t.languageId === languageId);
  return !!summary && !summary.isOriginal && reviewStatusOf(summary) === 'machine';
}
