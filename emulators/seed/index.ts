/**
 * Writes the demo content through the same repositories the API uses. Run by the host when
 * DATA_DIR holds no database yet; media files are copied into the local media store, and the
 * articles that ask for it get real uploads through MediaService (the same names, records,
 * variants and posters an administrator's upload gets).
 */
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentInput, NewArticle } from '../../functions/src/data/index.js';
import type { Services } from '../../functions/src/services/index.js';
import { demoAds } from './ads.js';
import { seedAnalyticsHistory, type HistoryAd, type HistoryArticle } from './analytics-history.js';
import { caseStudyArticles } from './articles-case-study.js';
import { educationArticles } from './articles-education.js';
import { researchArticles } from './articles-research.js';
import { SEED_MEDIA_DIR, seedAdImage, seedArticleImage, seedBodyImages } from './rendered-media.js';
import { demoLanguages } from './languages.js';
import type { SeedArticle, SeedTranslation } from './types.js';

const DAY_MS = 86_400_000;
export { SEED_MEDIA_DIR };

export const demoArticles: SeedArticle[] = [...educationArticles, ...researchArticles, ...caseStudyArticles];

export interface SeedSummary {
  languages: number;
  articles: number;
  ads: number;
}

export async function seedDemoContent(services: Services, options: { mediaDir?: string } = {}): Promise<SeedSummary> {
  const now = services.clock.now();
  const { repos } = services;

  const languageIds = new Map<string, number>();
  for (const [i, lang] of demoLanguages.entries()) {
    const created = await repos.languages.create(lang, now, i === 0 ? 1 : undefined);
    languageIds.set(created.code, created.id);
  }

  const content = (code: string, t: SeedTranslation): ContentInput => {
    const languageId = languageIds.get(code);
    if (!languageId) throw new Error(`Seed uses unknown language '${code}'`);
    return { languageId, ...t, content: seedBodyImages(t.content) };
  };

  const history: { articles: HistoryArticle[]; ads: HistoryAd[] } = { articles: [], ads: [] };
  // Oldest first, so ids grow with publication time as they would on a real site.
  const ordered = [...demoArticles].sort((a, b) => (b.publishedDaysAgo ?? 0) - (a.publishedDaysAgo ?? 0));
  for (const a of ordered) {
    const { en, ...others } = a.translations;
    const publishedAt = a.publishedDaysAgo !== undefined ? new Date(now.getTime() - a.publishedDaysAgo * DAY_MS) : null;
    const created = await repos.articles.create(
      {
        slug: a.slug,
        category: a.category,
        status: a.status,
        isFeatured: a.isFeatured,
        imageUrl: a.imageUrl ?? null,
        imagePublicId: a.imageUrl ? `seed/${path.basename(a.imageUrl)}` : null,
        ...(a.image && seedArticleImage(a.image)),
        videoUrl: a.videoUrl ?? null,
        videoPublicId: a.videoPublicId ?? null,
        ...(a.uploadImage && (await uploadedImage(services, a.uploadImage))),
        ...(a.uploadVideo && (await uploadedVideo(services, a.uploadVideo))),
        publishedAt,
        scheduledAt: a.scheduledInDays !== undefined ? new Date(now.getTime() + a.scheduledInDays * DAY_MS) : null,
        original: content('en', en),
        translations: Object.entries(others).map(([code, t]) => content(code, t as SeedTranslation)),
      },
      publishedAt && publishedAt < now ? publishedAt : now,
    );
    await repos.articles.counters(created.id).reset({ views: a.views, shares: a.shares });
    // Rolled up now, as the counter trigger will a second later: the lists show the counts from
    // the host's first answer (it reads its catalog before listening).
    await repos.articleStats.rollUp(created.id);
    if (a.status === 'published' && publishedAt) {
      history.articles.push({ id: created.id, publishedAt, views: a.views, shares: a.shares, languageIds: [created.originalLanguageId, ...Object.keys(others).map((code) => languageIds.get(code)!)] });
    }
  }

  for (const ad of demoAds) {
    const created = await repos.ads.create(
      {
        name: ad.name,
        type: ad.type,
        placement: ad.placement,
        headline: ad.headline,
        text: ad.text,
        imageUrl: null,
        imagePublicId: null,
        ...(ad.image && seedAdImage(ad.image)),
        url: ad.url ?? null,
        content: ad.content ?? null,
        isActive: ad.isActive,
        priority: ad.priority,
      },
      now,
    );
    history.ads.push({ id: created.id, type: ad.type, placement: ad.placement, isActive: ad.isActive, impressions: ad.impressions, clicks: ad.clicks });
  }

  // About 90 days of readers and ad events before now, in the rollups and counters the counting writes.
  await seedAnalyticsHistory(services, { languages: [...languageIds].map(([code, id]) => ({ id, code })), ...history });

  if (options.mediaDir) await cp(SEED_MEDIA_DIR, path.join(options.mediaDir, 'seed'), { recursive: true });
  return { languages: demoLanguages.length, articles: demoArticles.length, ads: demoAds.length };
}

type MediaFields = Partial<Pick<NewArticle, 'imageUrl' | 'imagePublicId' | 'imageMeta' | 'videoUrl' | 'videoPublicId' | 'videoPosterUrl'>>;

/** A seed illustration rendered to a JPEG (as a photo would arrive) and uploaded: its URL, size and variants. */
async function uploadedImage(services: Services, file: string): Promise<MediaFields> {
  const jpeg = await sharp(path.join(SEED_MEDIA_DIR, file)).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  const image = await services.media.upload(jpeg);
  return {
    imageUrl: image.url,
    imagePublicId: image.publicId,
    imageMeta: { width: image.width!, height: image.height!, variants: (image.variants ?? []).map(({ width, height, url }) => ({ width, height, url })) },
  };
}

/** A seed video uploaded with its first frame as the poster beside it. */
async function uploadedVideo(services: Services, files: { file: string; poster: string }): Promise<MediaFields> {
  const video = await services.media.upload(await readFile(path.join(SEED_MEDIA_DIR, files.file)));
  const poster = await services.media.uploadPoster(video.publicId, await readFile(path.join(SEED_MEDIA_DIR, files.poster)));
  return { videoUrl: video.url, videoPublicId: video.publicId, videoPosterUrl: poster.url };
}
