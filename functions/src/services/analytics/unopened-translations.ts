/**
 * The translations nobody opened in the last RECENT_VIEWS_DAYS site-days (issue 30,
 * GET /api/admin/analytics/unopened-translations): every version but the original of each
 * published article, in a language readers can pick (active), with no page view in those days.
 *
 * Only articles published before the first of those days are looked at: an article published
 * since has not had 30 days to be read. A translation added to an older article within the days is
 * looked at too (the article documents keep no date of a translation's creation), and the console
 * says so. The articles are the instance's published catalog (published-catalog.ts, no read when
 * warm); the views are one read of the rollups (recent-views.ts).
 */
import { UNOPENED_TRANSLATIONS_MAX, type UnopenedTranslations } from '../../contract/index.js';
import type { ArticleDoc } from '../../data/index.js';
import { toIso } from '../../data/timestamps.js';
import { visibleSummaries } from '../article-versions.js';
import type { LanguagesService } from '../languages-service.js';
import type { RecentViews } from './recent-views.js';

export interface UnopenedDeps {
  recentViews: () => Promise<RecentViews>;
  /** Every published article (the instance's catalog). */
  published: () => Promise<ArticleDoc[]>;
  languages: Pick<LanguagesService, 'loadCatalog'>;
}

export async function unopenedTranslations(deps: UnopenedDeps): Promise<UnopenedTranslations> {
  const [recent, docs, catalog] = await Promise.all([deps.recentViews(), deps.published(), deps.languages.loadCatalog()]);
  const startMs = recent.start.getTime();
  const perLanguage = new Map<number, { translations: number; unopened: number }>();
  const rows: (UnopenedTranslations['translations'][number] & { publishedMs: number })[] = [];
  for (const doc of docs) {
    const publishedMs = doc.publishedAt?.toMillis() ?? 0;
    if (publishedMs > startMs) continue;
    const title = doc.translations.find((t) => t.isOriginal)?.title ?? doc.translations[0]?.title ?? '';
    for (const t of visibleSummaries(doc, catalog)) {
      if (t.isOriginal) continue;
      const counts = perLanguage.get(t.languageId) ?? { translations: 0, unopened: 0 };
      perLanguage.set(t.languageId, counts);
      counts.translations++;
      if ((recent.byArticle.get(doc.id)?.get(t.languageId) ?? 0) > 0) continue;
      counts.unopened++;
      const lang = catalog.get(t.languageId)!;
      rows.push({
        articleId: doc.id,
        title,
        slug: doc.slug,
        publishedAt: toIso(doc.publishedAt),
        languageId: t.languageId,
        language: { code: lang.code, name: lang.name },
        publishedMs,
      });
    }
  }
  rows.sort((a, b) => a.language.name.localeCompare(b.language.name, 'en') || a.languageId - b.languageId || a.publishedMs - b.publishedMs || a.articleId - b.articleId);
  const languages = [...perLanguage.entries()]
    .map(([languageId, c]) => {
      const lang = catalog.get(languageId)!;
      return { languageId, code: lang.code, name: lang.name, ...c };
    })
    .sort((a, b) => b.unopened - a.unopened || a.name.localeCompare(b.name, 'en') || a.languageId - b.languageId);
  return {
    from: recent.from,
    to: recent.to,
    timeZone: recent.timeZone,
    publishedBefore: recent.start.toISOString(),
    languages,
    total: rows.length,
    translations: rows.slice(0, UNOPENED_TRANSLATIONS_MAX).map(({ publishedMs: _, ...row }) => row),
  };
}
