/** Serving ads to readers (each served ad counts an impression) and recording clicks. */
import { MESSAGES, isSafeUrl, type AdPlacement, type PublicAd } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import { NotFoundError } from '../errors.js';

export class PublicAdsService {
  constructor(private readonly repos: Pick<Repositories, 'ads'>) {}

  async serveAds(placement: AdPlacement): Promise<PublicAd[]> {
    const ads = await this.repos.ads.listActive(placement);
    // Counted before answering: an instance may be throttled once the response is sent.
    await Promise.all(ads.map((ad) => this.repos.ads.counters(ad.id).increment('impressions')));
    return ads.map((ad) => ({
      id: ad.id,
      type: ad.type,
      placement: ad.placement,
      priority: ad.priority,
      headline: ad.headline,
      text: ad.text,
      // Links stored before URLs were checked on write are never served unless safe.
      imageUrl: safeUrlOrNull(ad.imageUrl),
      url: safeUrlOrNull(ad.url),
      content: ad.content,
    }));
  }

  async recordClick(id: number): Promise<{ id: number; clicks: number }> {
    const ad = await this.repos.ads.getById(id);
    if (!ad) throw new NotFoundError(MESSAGES.adNotFound);
    const counter = this.repos.ads.counters(id);
    await counter.increment('clicks');
    const { clicks } = await counter.totals();
    return { id, clicks };
  }
}

function safeUrlOrNull(url: string | null): string | null {
  return url && isSafeUrl(url) ? url : null;
}
