/**
 * Ads for readers: the list of a placement for a reader language (the same for every reader of it,
 * so caches may keep it under the placement and the language), and the impressions and clicks their
 * browsers report, with the language they read in. An impression is reported by the browser once
 * at least half of the ad has been on screen for a second; the list itself counts nothing.
 *
 * Reporting an event costs one read (does the ad exist) and at most one write (its claim, see
 * AdEventsRepository); whether it counts is decided after the answer, in the `onAdEventCreated`
 * trigger (`countEvent`). Not counted: crawlers and other automation (ad-bots.ts), a visitor
 * already counted for the ad within 30 minutes, and visitors past the per-address limit.
 */
import { servedAdHtml } from './ad-html.js';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { AD_MEASUREMENT, MESSAGES, isSafeUrl, type AdEventKind, type AdEventResponse, type AdPlacement, type PublicAd } from '../contract/index.js';
import type { AdDoc, AdEventState, Repositories } from '../data/index.js';
import { NotFoundError } from '../errors.js';
import { isAutomatedUserAgent } from './ad-bots.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';
import { zonedParts } from './analytics/attributes.js';

const WINDOW_MS = AD_MEASUREMENT.dedupeMinutes * 60_000;
const DAY_MS = 86_400_000;

/** Who reported an event: what the browser sent, and what the request says about it. */
export interface AdEventSource {
  visitorId?: string;
  /** The code of the reader's language, when the browser said. */
  language?: string;
  userAgent?: string;
  /** The client address as the trusted front end saw it. */
  clientAddress: string;
}

export class PublicAdsService {
  constructor(
    private readonly repos: Pick<Repositories, 'ads' | 'adEvents'>,
    private readonly languages: LanguagesService,
    private readonly clock: Clock,
    /** The site's reporting time zone (AnalyticsService.timeZone): the day an event is counted in. */
    private readonly timeZone: () => Promise<string>,
  ) {}

  /**
   * The placement's active ads for readers of `language` (a code): those targeting it and the
   * untargeted ones; without a language, the untargeted ones only. An unknown or inactive code is
   * a 400, as on the article calls. The targeting is applied to the placement's one query here
   * rather than in it: a placement holds tens of ads, and an array-contains-any on a stored
   * "audience" field would miss every ad written before targeting existed until a backfill.
   */
  async serveAds(placement: AdPlacement, language?: string): Promise<PublicAd[]> {
    const [catalog, ads] = await Promise.all([language === undefined ? undefined : this.languages.loadCatalog(), this.repos.ads.listActive(placement)]);
    const languageId = language === undefined ? undefined : catalog!.resolveCode(language).id;
    return ads.filter((ad) => showsTo(ad, languageId)).map((ad) => ({
      id: ad.id,
      type: ad.type,
      placement: ad.placement,
      priority: ad.priority,
      headline: ad.headline,
      text: ad.text,
      // Links stored before URLs were checked on write are never served unless safe.
      imageUrl: safeUrlOrNull(ad.imageUrl),
      url: safeUrlOrNull(ad.url),
      content: ad.content ? servedAdHtml(ad.content) || null : null,
    }));
  }

  /** Accepts an impression or click report; the same answer whether or not it will count. */
  async recordEvent(kind: AdEventKind, id: number, source: AdEventSource): Promise<AdEventResponse> {
    const languageId = source.language === undefined ? null : (await this.languages.loadCatalog()).resolveCode(source.language).id;
    const ad = await this.repos.ads.getById(id);
    if (!ad) throw new NotFoundError(MESSAGES.adNotFound);
    if (isAutomatedUserAgent(source.userAgent)) return { id, accepted: true };

    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    const address = addressScope(source.clientAddress);
    // Without a visitor id (the spec's bodiless click) the address stands for the visitor.
    const visitor = source.visitorId ? `visitor:${source.visitorId}` : `address:${address}`;
    const visitorKey = hash(kind, id, visitor);
    await this.repos.adEvents.claim(hash(visitorKey, windowStart), {
      adId: id,
      kind,
      visitorKey,
      addressKey: hash(kind, id, address, windowStart),
      languageId,
      at: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(windowStart + WINDOW_MS + DAY_MS),
    });
    return { id, accepted: true };
  }

  /**
   * The trigger's half: decides whether a claimed event counts, and counts it (idempotent) under
   * the site-day of the moment the reader's browser reported it, in the site's time zone.
   */
  async countEvent(eventId: string): Promise<AdEventState | null> {
    const zone = await this.timeZone();
    return this.repos.adEvents.count(
      eventId,
      { repeatWindowMs: WINDOW_MS, perAddressLimit: AD_MEASUREMENT.perAddressLimit, dayOf: (at) => zonedParts(new Date(at), zone).day },
      async (adId) => (await this.repos.ads.getById(adId)) !== null,
    );
  }
}

/** Untargeted ads show in every language (and without one); targeted ones in theirs only. */
function showsTo(ad: AdDoc, languageId: number | undefined): boolean {
  const targets = ad.languageIds ?? [];
  return targets.length === 0 || (languageId !== undefined && targets.includes(languageId));
}

function safeUrlOrNull(url: string | null): string | null {
  return url && isSafeUrl(url) ? url : null;
}

/** Pseudonymous keys: no visitor id or address is stored in clear. */
function hash(...parts: (string | number)[]): string {
  return createHash('sha256').update(['cryptolekh-ads', ...parts].join('\n')).digest('hex');
}

/**
 * The unit the per-address limit counts: an IPv4 address, or an IPv6 /64 (one household or
 * device usually holds a whole /64, so its addresses are one).
 */
export function addressScope(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(plain) !== 6) return plain;
  return expandIpv6(plain).slice(0, 4).join(':') + '::/64';
}

function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
