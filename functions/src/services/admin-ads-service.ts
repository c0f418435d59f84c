/**
 * Ads Management for the console (admin-and-api.md §2, §5, §7): the list with each ad's counts
 * (totals, the last 14 site-days in all and per reader language, and lifetime per reader language,
 * read in one batch for the whole list: ad-figures.ts, as the dashboard and the analytics report),
 * create, update (the full form or only `{isActive}`) and delete. The ad's HTML is sanitised on
 * every write; the languages it targets are checked against the stored ones in the write's
 * transaction (ads-repository.ts).
 */
import {
  AD_MESSAGES as M,
  AD_MEASUREMENT,
  adCtr,
  type AdminAd,
  type AdminAdsQuery,
  type CreateAdRequest,
  type DeletedResponse,
  type UpdateAdRequest,
} from '../contract/index.js';
import type { AdChanges, AdCounts, AdDoc, Repositories } from '../data/index.js';
import { byLanguageOf, dailyOf, lastSiteDays } from './ad-figures.js';
import { toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { sanitizeAdHtml } from './ad-html.js';
import type { Clock } from './clock.js';
import { MEDIA_MESSAGES } from './media-service.js';
import { UPLOAD_NAME } from './media-types.js';

export class AdminAdsService {
  constructor(
    private readonly repos: Pick<Repositories, 'ads' | 'media'>,
    private readonly clock: Clock,
    /** The site's reporting time zone (AnalyticsService.timeZone): the days of `daily`. */
    private readonly timeZone: () => Promise<string>,
  ) {}

  async listAds(query: AdminAdsQuery): Promise<AdminAd[]> {
    const ads = await this.repos.ads.listAll(query.placement);
    return this.withCounts(ads);
  }

  async createAd(input: CreateAdRequest): Promise<AdminAd> {
    const req = await this.withUploadedImage(input);
    const doc = await this.repos.ads.create(
      {
        name: req.name,
        type: req.type,
        placement: req.placement,
        headline: req.headline,
        text: req.text,
        imageUrl: req.imageUrl ?? null,
        // An image given only as a URL has no upload to name.
        imagePublicId: req.imageUrl ? (req.imagePublicId ?? null) : null,
        url: req.url ?? null,
        content: contentOf(req.content),
        languageIds: req.languageIds ?? [],
        isActive: req.isActive ?? true,
        priority: req.priority ?? 0,
      },
      this.clock.now(),
    );
    return (await this.withCounts([doc]))[0]!;
  }

  async updateAd(id: number, input: UpdateAdRequest): Promise<AdminAd> {
    const req = await this.withUploadedImage(input);
    const doc = await this.repos.ads.update(
      id,
      (current) => {
        // `native` is a reader-side type: an ad that has it keeps it, no other ad takes it.
        if (req.type === 'native' && current.type !== 'native') throw new BadRequestError(`Invalid body parameter 'type': ${M.typeRequired}`, 'type', M.typeRequired);
        const changes: AdChanges = {};
        for (const key of ['name', 'type', 'placement', 'headline', 'text', 'url', 'isActive', 'priority', 'imageUrl', 'imagePublicId', 'languageIds'] as const) {
          if (req[key] !== undefined) Object.assign(changes, { [key]: req[key] });
        }
        if (req.content !== undefined) changes.content = contentOf(req.content);
        // A cleared or replaced image drops its upload's name unless a new one comes with it.
        if (req.imageUrl !== undefined && req.imagePublicId === undefined && req.imageUrl !== current.imageUrl) changes.imagePublicId = null;
        if (changes.imageUrl === null) changes.imagePublicId = null;
        return changes;
      },
      this.clock.now(),
    );
    if (!doc) throw new NotFoundError(M.notFound);
    return (await this.withCounts([doc]))[0]!;
  }

  /**
   * An image the console uploaded (its publicId is a server upload name) takes its URL from the
   * upload's record, never from the client; a name with no record, or a video's, is a 400.
   * (Upload records never change their URL, so reading one before the save is enough.)
   */
  private async withUploadedImage<T extends { imageUrl?: string | null; imagePublicId?: string | null }>(req: T): Promise<T> {
    const id = req.imagePublicId;
    if (typeof id !== 'string' || !UPLOAD_NAME.test(id)) return req;
    const record = await this.repos.media.get(id);
    if (!record) throw new BadRequestError(`Invalid body parameter 'imagePublicId': ${MEDIA_MESSAGES.noSuchUpload}`, 'imagePublicId', MEDIA_MESSAGES.noSuchUpload);
    if (record.kind !== 'image') throw new BadRequestError(`Invalid body parameter 'imagePublicId': ${id} is a video, not an image`, 'imagePublicId', 'not an image');
    return { ...req, imageUrl: record.url };
  }

  async deleteAd(id: number): Promise<DeletedResponse> {
    if (!(await this.repos.ads.delete(id))) throw new NotFoundError(M.notFound);
    return { id, deleted: true };
  }

  private async withCounts(ads: AdDoc[]): Promise<AdminAd[]> {
    const days = lastSiteDays(this.clock.now(), await this.timeZone(), AD_MEASUREMENT.chartDays);
    const counts = await this.repos.ads.countsOf(
      ads.map((a) => a.id),
      days,
    );
    return ads.map((ad) => view(ad, counts.get(ad.id)!, days));
  }
}

function contentOf(content: string | null | undefined): string | null {
  if (!content) return null;
  return sanitizeAdHtml(content) || null;
}

function view(ad: AdDoc, counts: AdCounts, days: string[]): AdminAd {
  return {
    id: ad.id,
    name: ad.name,
    type: ad.type,
    placement: ad.placement,
    headline: ad.headline,
    text: ad.text,
    imageUrl: ad.imageUrl,
    imagePublicId: ad.imagePublicId,
    url: ad.url,
    content: ad.content,
    languageIds: ad.languageIds ?? [],
    isActive: ad.isActive,
    priority: ad.priority,
    impressions: counts.impressions,
    clicks: counts.clicks,
    ctr: adCtr(counts.clicks, counts.impressions),
    daily: dailyOf(counts, days),
    byLanguage: byLanguageOf(counts.languages),
    createdAt: toIsoRequired(ad.createdAt),
    updatedAt: toIsoRequired(ad.updatedAt),
  };
}
