/**
 * Firestore TTL policies (`firestore.indexes.json`, fieldOverrides with "ttl": true) and the
 * documents the app writes with a time to expire: after a run of everyday calls (a failed
 * sign-in, an external create with an Idempotency-Key, a search that found nothing good, an ad
 * seen, a page view, an article deleted, an edit autosaved, an article left open, a staff invitation), every
 * document carrying `expireAt` is in a collection with a policy, every policy has documents to
 * remove, and once their time has passed the host's TTL sweep (ttl-policies.ts, as Firestore
 * does in production) has removed them and nothing else.
 */
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../functions/src/data/audit-log.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDocuments, observer } from '../helpers/firestore-documents.js';
import { readTtlPolicies } from '../../emulators/src/ttl-policies.js';
import { ADMIN, startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createArticle, createLanguages } from '../helpers/fixtures.js';

const DAY_MS = 24 * 3_600_000;
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('TTL policies', () => {
  const clock = manualClock(new Date());
  let host: AdminTestHost;

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false, schedules: { ttlIntervalMs: 100 } });
  });
  afterAll(() => host.stop());

  const stored = () => allDocuments(observer(host.firestore));
  /** The collection group of every stored document holding a Timestamp `expireAt`. */
  const expiringGroups = async () => new Set((await stored()).filter(([, data]) => data.expireAt instanceof Timestamp).map(([path]) => path.split('/').at(-2)!));
  const otherPaths = async () => (await stored()).filter(([, data]) => !(data.expireAt instanceof Timestamp)).map(([path]) => path);

  it('cover every document the app writes to expire, and remove them once their time has passed', async () => {
    const langs = await createLanguages(host.services);
    expect((await host.call('POST', '/api/admin/login', { body: { ...ADMIN, password: 'wrong-password-1' } })).status).toBe(401);

    const key = (await host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom' })).body.fullApiKey as string;
    const created = await host.call('POST', '/api/external/articles', {
      token: key,
      headers: { 'idempotency-key': 'ttl-test-1' },
      body: { slug: 'expiring-things', category: 'education', status: 'published', title: 'Expiring things', content: '<p>Body</p>', excerpt: 'Short.', metaDescription: 'Meta.', languageId: langs.en },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const ad = await host.admin('POST', '/api/admin/ads', { name: 'Exchange', type: 'banner', placement: 'homepage', headline: 'Trade', text: 'Now', url: 'https://example.com', isActive: true, priority: 1 });
    expect(ad.status, JSON.stringify(ad.body)).toBe(201);
    const seen = await fetch(`${host.url}/api/ads/${ad.body.id}/impression`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_UA, 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: '3b241101-e2bb-4255-8caf-4136c566a962' }),
    });
    expect(seen.status).toBe(202);

    // A page view (issue 30): the site-day's visitor salt and the daily visitor's marker.
    const viewed = await fetch(`${host.url}/api/page-views`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_UA, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ type: 'view', viewId: '3b241101-e2bb-4255-8caf-4136c566a963', page: 'home', language: 'en', referrer: '' }),
    });
    expect(viewed.status).toBe(204);

    const weak = await host.call('POST', '/api/external/search', { token: key, body: { query: 'zk rollups on quantum ledgers' } });
    expect(weak.status, JSON.stringify(weak.body)).toBe(200);

    // A draft's preview link (its record lives as long as the link works).
    expect((await host.admin('POST', `/api/admin/articles/${created.body.id}/preview`)).status).toBe(201);
    const drafted = await createArticle(host.services, langs, { slug: 'with-a-draft' });
    expect((await host.admin('PUT', `/api/admin/articles/${drafted.id}/autosave/${langs.en}`, { title: 'Unsaved' })).status).toBe(200);
    // Someone with the article open (issue 39): a tab closed without leaving leaves its document to the TTL.
    expect((await host.admin('PUT', `/api/admin/articles/${drafted.id}/presence`, { languageId: langs.en, mode: 'editing' })).status).toBe(200);

    // A staff invitation (kept two weeks after its 7-day link ends).
    expect((await host.admin('POST', '/api/admin/staff/invites', { email: 'invited@ttl.test', role: 'administrator' })).status).toBe(201);

    const gone = await createArticle(host.services, langs, { slug: 'to-delete' });
    expect((await host.admin('DELETE', `/api/admin/articles/${gone.id}`)).status).toBe(200);

    // Every policy has documents to remove, and no document to expire lacks a policy.
    const policies = readTtlPolicies();
    expect(policies.every((p) => p.fieldPath === 'expireAt')).toBe(true);
    await expect.poll(async () => [...(await expiringGroups())].sort()).toEqual(policies.map((p) => p.collectionGroup).sort());

    // After the longest keep (the audit log's retention, 400 days by default) the sweep has removed them all, and nothing else.
    await expect.poll(async () => (await otherPaths()).filter((p) => p.startsWith(`articles/${gone.id}/`))).toEqual([]); // the deletion's trigger
    const kept = await otherPaths();
    clock.advance((DEFAULT_AUDIT_RETENTION_DAYS + 1) * DAY_MS);
    await expect.poll(async () => (await expiringGroups()).size, { timeout: 10_000 }).toBe(0);
    expect(await otherPaths()).toEqual(expect.arrayContaining(kept));
    expect((await host.call('GET', `/api/external/articles/${created.body.id}`, { token: key })).status).toBe(200);
  });
});
