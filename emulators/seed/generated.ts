/**
 * SEED_ARTICLES=N: N generated published articles (English, the three categories, a day apart, with
 * counts), for measuring the reader lists at scale. Written in batches straight to the database
 * before the triggers are attached (so no embeddings are made for them: semantic search does not
 * find them), with their slug claims, original content and rolled-up stats as the API writes them,
 * stamped with the commit's time, so a host already running sees them at its next catch-up.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { CATEGORIES } from '../../functions/src/contract/index.js';
import { collections, type ArticleContentDoc, type ArticleDoc } from '../../functions/src/data/index.js';
import { changedNow } from '../../functions/src/data/change-signal.js';

const BATCH = 400;
const WORDS = ['bitcoin', 'ethereum', 'staking', 'wallet', 'halving', 'defi', 'layer two', 'custody', 'stablecoin', 'mining', 'airdrop', 'oracle'];

export async function seedGeneratedArticles(db: Firestore, count: number, now: Date): Promise<number> {
  const cols = collections(db);
  const start = (((await cols.ids.get()).get('articles') as number | undefined) ?? 0) + 1;
  for (let from = 0; from < count; from += BATCH) {
    const batch = db.batch();
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const id = start + i;
      const w = (k: number) => WORDS[(i * 7 + k * 5) % WORDS.length]!;
      const title = `Generated ${i + 1}: ${w(0)} and ${w(1)} explained`;
      const excerpt = `A generated article about ${w(2)}, ${w(3)} and what they mean for readers.`;
      const ts = Timestamp.fromMillis(now.getTime() - (count - i) * 3_600_000);
      const slug = `generated-${i + 1}`;
      const doc: ArticleDoc = {
        id,
        slug,
        category: CATEGORIES[i % CATEGORIES.length]!,
        status: 'published',
        isFeatured: false,
        imageUrl: null,
        imagePublicId: null,
        imageMeta: null,
        videoUrl: null,
        videoPublicId: null,
        videoPosterUrl: null,
        publishedAt: ts,
        scheduledAt: null,
        createdAt: ts,
        updatedAt: ts,
        originalLanguageId: 1,
        translations: [{ languageId: 1, title, excerpt, metaDescription: excerpt, isOriginal: true, source: 'human' }],
        languageIds: [1],
        targetLanguageIds: [],
        changedAt: changedNow(),
      };
      const content: ArticleContentDoc = { languageId: 1, title, excerpt, content: `<p>${excerpt}</p>`, metaDescription: excerpt, isOriginal: true, source: 'human', createdAt: ts, updatedAt: ts };
      const counts = { views: (i * 37) % 5000, shares: (i * 13) % 300 };
      batch.create(cols.articles.doc(String(id)), doc);
      batch.create(cols.articleSlugs.doc(slug), { id });
      batch.create(cols.articleContent(id).doc('1'), content);
      batch.set(cols.articleCounters(id).doc('0'), counts);
      // Rolled up as of this commit (its server time), so a running host's catalog catches up on them.
      batch.set(cols.articleStats.doc(String(id)), { ...counts, through: FieldValue.serverTimestamp(), changedAt: changedNow() });
    }
    await batch.commit();
  }
  await cols.ids.set({ articles: start + count - 1 }, { merge: true });
  return count;
}
