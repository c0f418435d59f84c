/**
 * The reports of an ad's impressions and clicks, sent with this browser's visitor id so the server
 * counts each visitor once per ad in 30 minutes, and with the language the ad was read in. No React
 * and no query library: a server-rendered page counts its ads before the app is loaded.
 */
import type { PublicAd } from '@contract';
import { VISITOR_ID_PATTERN, type AdEventKind } from '@contract/ad-measurement';
import { STORAGE_KEYS, readStorage, writeStorage } from '../shared/storage';

let sessionVisitorId: string | undefined;

/** This browser's visitor id (kept in localStorage; for this page only when storage is blocked). */
export function visitorId(): string {
  const stored = readStorage(STORAGE_KEYS.adVisitorId);
  if (stored && VISITOR_ID_PATTERN.test(stored)) return stored;
  sessionVisitorId ??= randomUuid();
  writeStorage(STORAGE_KEYS.adVisitorId, sessionVisitorId);
  return sessionVisitorId;
}

/** crypto.randomUUID needs a secure context (https or localhost); the same shape otherwise. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Reports an impression or click. The answer's body is read (and ignored): a response left unread
 * stays open in Chromium, so the page would never look idle to tools that wait for that.
 * keepalive lets a click's report finish while the advertiser's tab opens.
 */
export function reportAdEvent(kind: AdEventKind, ad: Pick<PublicAd, 'id'>, language?: string): void {
  void fetch(`/api/ads/${ad.id}/${kind}`, {
    method: 'POST',
    credentials: 'include',
    keepalive: kind === 'click',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ visitorId: visitorId(), language }),
  })
    .then((res) => res.text())
    .catch(() => {});
}
