/** The desk's pure rules: why a translation waits, and the steps at which its views are refreshed. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ArticleDoc, TranslationSummaryDoc } from './article-documents.js';
import { queueEntriesOf, viewsStep } from './translation-queue-repository.js';

const summary = (languageId: number, over: Partial<TranslationSummaryDoc> = {}): TranslationSummaryDoc => ({
  languageId, title: `Title ${languageId}`, excerpt: '', isOriginal: false, ...over,
});

describe("the translator's desk rules", () => {
  it('lists machine-made and stale AI translations, never the original nor a person’s', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    const article = {
      id: 9, originalLanguageId: 1, originalHash: 'now', updatedAt: at,
      translations: [
        summary(1, { isOriginal: true, title: 'Original' }),
        summary(2, { source: 'ai', sourceHash: 'now', reviewStatus: 'machine' }),
        summary(3, { source: 'ai', sourceHash: 'before', reviewStatus: 'reviewed' }),
        summary(4, { source: 'ai', sourceHash: 'before' }), // older documents: no review state is machine
        summary(5, { source: 'ai', sourceHash: 'now', reviewStatus: 'reviewed' }),
        summary(6, { source: 'human', reviewStatus: 'human' }),
        summary(7), // older documents: no source is a person's
      ],
    } as unknown as ArticleDoc;
    expect(queueEntriesOf(article, 12).map((e) => [e.languageId, e.reasons])).toEqual([
      [2, ['machine']],
      [3, ['stale']],
      [4, ['machine', 'stale']],
    ]);
    expect(queueEntriesOf(article, 12)[0]).toEqual({ articleId: 9, languageId: 2, originalLanguageId: 1, reasons: ['machine'], title: 'Title 2', originalTitle: 'Original', views: 12, updatedAt: at });
  });

  it('follows views exactly under 100, then at two significant figures', () => {
    expect([0, 1, 99, 100, 109, 110, 999, 1000, 1099, 1100, 123_456].map(viewsStep)).toEqual([0, 1, 99, 100, 100, 110, 990, 1000, 1000, 1100, 120_000]);
  });
});
