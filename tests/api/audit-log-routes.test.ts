/**
 * The audit log (issue 29), route by route: every write route of the console, walked from the
 * router itself. A file of its own (split from audit-log.test.ts) so vitest runs the walk beside the
 * rest of the audit log's tests rather than after them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_PROMPTS } from '../../functions/src/contract/index.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, expectOneActiveOwner } from '../helpers/staff-fixtures.js';
import { ENGLISH_CATALOGUE } from '../../functions/src/i18n/catalogues.js';
import { Timestamp } from 'firebase-admin/firestore';
import { adminRouter } from '../../functions/src/http/admin/router.js';
import { UNCERTAIN_SEND } from '../../functions/src/services/telegram-delivery-worker.js';
import { startAiHost, GOOD_KEY, type AiTestHost } from '../helpers/ai-host.js';
import { BOUNDARY, jpeg, mp4, multipart, png } from '../helpers/media-files.js';
import { putBytes, uploadMedia } from '../helpers/media-client.js';

/**
 * Every write route of the console, walked from the router itself (a new route cannot be
 * forgotten): each call that answers 2xx and changes something leaves exactly one entry with its
 * action; the few that change nothing a person did say why here.
 */
describe('audit log: every console write route', () => {
  let host: AiTestHost;
  let langs: Langs;
  beforeAll(async () => {
    host = await startAiHost({ telegram: { apiRoot: 'http://127.0.0.1:9' } });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());
  afterEach(() => expectOneActiveOwner(host));

  /** Not changes: their 2xx leaves no entry, by design (docs/audit-log.md). */
  const NOT_A_CHANGE: Record<string, string> = {
    'POST /login': 'signing in changes nothing (failed attempts are rate limited in their own collection)',
    'POST /generate-article': 'answers a draft to the editor; nothing is stored until it is saved',
    'POST /ai-settings/test': 'tries the stored key; nothing is stored',
    'POST /telegram-channels/:id/test': 'sends a test message; nothing is stored',
    'PUT /articles/:id/autosave/:languageId': "an autosave is the editor's unsaved work, not a change of the article",
    'DELETE /articles/:id/autosave/:languageId': "discarding an autosave changes no article",
    'POST /uploads': 'opens an upload session; the upload is recorded when it completes (media.upload)',
    'PUT /articles/:id/presence': 'saying who has an article open changes no article (docs/editor.md, Presence)',
    'DELETE /articles/:id/presence': 'leaving an article changes no article',
  };

  it('leaves one entry per 2xx change, for every write route the router has', async () => {
    const writes = (adminRouter(host.services).stack as { route?: { path: string; methods: Record<string, boolean> } }[])
      .flatMap((l) => (l.route ? Object.keys(l.route.methods).filter((m) => m !== 'get' && m !== 'head').map((m) => `${m.toUpperCase()} ${l.route!.path}`) : []))
      .sort();

    const done = new Map<string, string>();
    const check = async (route: string, action: string, send: (headers: Record<string, string>) => Promise<{ status: number; body?: unknown }>) => {
      const requestId = `w-${randomUUID()}`;
      const res = await send({ 'x-request-id': requestId });
      expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const entries = (await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).docs.map((d) => d.data());
      expect(entries.map((e) => `${e.action} ${e.outcome}`), route).toEqual([`${action} allowed`]);
      done.set(route, action);
      return res.body as Record<string, unknown>;
    };
    const json = (method: string, path: string, body?: unknown) => (headers: Record<string, string>) => host.call(method, `/api/admin${path}`, { token: host.adminToken, body, headers });
    const file = (path: string, data: Buffer) => async (headers: Record<string, string>) => {
      const res = await fetch(`${host.url}/api/admin${path}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${host.adminToken}`, ...headers },
        body: new Uint8Array(multipart([{ name: 'file', filename: 'file.bin', data }])),
      });
      return { status: res.status, body: await res.json() };
    };

    await check('PUT /ai-settings', 'aiSettings.update', json('PUT', '/ai-settings', { openaiApiKey: GOOD_KEY, ...DEFAULT_AI_PROMPTS, isActive: true }));
    const article = await check('POST /articles', 'article.create', json('POST', '/articles', {
      article: { slug: 'walked', category: 'education', status: 'draft', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
      translation: { languageId: langs.en, title: 'Walked', content: '<p>Walked</p>', excerpt: 'Walked', metaDescription: 'Walked', isOriginal: true },
      targetLanguages: [],
    }));
    const id = article.id as number;
    await check('POST /articles/:id/submit-for-review', 'article.submit', json('POST', `/articles/${id}/submit-for-review`));
    await check('PATCH /articles/:id', 'article.publish', json('PATCH', `/articles/${id}`, { article: { status: 'published' } }));
    await check('PUT /articles/:id/translations/:languageId', 'translation.create', json('PUT', `/articles/${id}/translations/${langs.bn}`, { title: 'বাংলা', content: '<p>বাংলা</p>', excerpt: 'সারাংশ' }));
    await check('POST /articles/:id/translations/:languageId/review', 'translation.review', json('POST', `/articles/${id}/translations/${langs.bn}/review`));
    await check('DELETE /articles/:id/translations/:languageId', 'translation.delete', json('DELETE', `/articles/${id}/translations/${langs.bn}`));
    await check('POST /articles/:id/translate', 'translation.request', json('POST', `/articles/${id}/translate`, { languageIds: [langs.hi] }));
    await check('POST /articles/:id/preview', 'article.preview', json('POST', `/articles/${id}/preview`));
    const revisions = await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.en}`);
    const first = revisions.body.revisions.at(-1).id as string;
    await check('POST /articles/:id/revisions/:revisionId/restore', 'revision.restore', json('POST', `/articles/${id}/revisions/${first}/restore`));

    const image = await check('POST /upload-media', 'media.upload', file('/upload-media', await png()));
    expect(image.publicId).toEqual(expect.any(String));
    const video = (await uploadMedia(host, mp4())).publicId;
    await check('POST /upload-media/poster', 'media.upload', file(`/upload-media/poster?videoPublicId=${encodeURIComponent(video)}`, await jpeg()));
    const bytes = await png(64, 48);
    const session = await host.admin('POST', '/api/admin/uploads', { contentType: 'image/png', size: bytes.length });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    expect((await putBytes(host, session.body.uploadUrl, bytes, { 'content-type': 'image/png' })).status).toBeLessThan(300);
    await check('POST /uploads/:uploadId/complete', 'media.upload', json('POST', `/uploads/${session.body.uploadId}/complete`));

    const language = await check('POST /languages', 'language.create', json('POST', '/languages', { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' }));
    await check('PUT /languages/:id', 'language.update', json('PUT', `/languages/${language.id}`, { name: 'Gujarati (India)' }));
    await check('DELETE /languages/:id', 'language.delete', json('DELETE', `/languages/${language.id}`));

    const key = encodeURIComponent(Object.keys(ENGLISH_CATALOGUE)[0]!);
    await check('PUT /site-text/:languageId/:key', 'siteText.update', json('PUT', `/site-text/${langs.hi}/${key}`, { text: 'हिन्दी पाठ' }));
    await check('POST /site-text/:languageId/review', 'siteText.review', json('POST', `/site-text/${langs.hi}/review`, { keys: [decodeURIComponent(key)], reviewed: true }));
    await check('DELETE /site-text/:languageId/:key', 'siteText.reset', json('DELETE', `/site-text/${langs.hi}/${key}`));
    // A language with no shipped interface text: all of it is missing.
    const sanskrit = await host.services.repos.languages.create({ code: 'sa', name: 'Sanskrit', nativeName: 'संस्कृतम्', isActive: true }, new Date());
    await check('POST /site-text/:languageId/translate', 'siteText.request', json('POST', `/site-text/${sanskrit.id}/translate`));

    const ad = await check('POST /ads', 'ad.create', json('POST', '/ads', { name: 'Walk ad', type: 'banner', placement: 'homepage', headline: 'Walk', text: 'Walk.' }));
    await check('PUT /ads/:id', 'ad.update', json('PUT', `/ads/${ad.id}`, { priority: 3 }));
    await check('DELETE /ads/:id', 'ad.delete', json('DELETE', `/ads/${ad.id}`));

    const channel = await check('POST /telegram-channels', 'telegram.create', json('POST', '/telegram-channels', { name: 'Walk', botToken: '111:AAWalkToken', channelId: '@walk_channel', languageId: langs.en, categories: ['education'], autoPost: false }));
    await check('PUT /telegram-channels/:id', 'telegram.update', json('PUT', `/telegram-channels/${channel.id}`, { isActive: false }));
    const delivery = (state: string, error: string | null) => ({
      articleId: id, channelId: channel.id, channelName: 'Walk', chatId: '@walk_channel', languageId: langs.en, want: 'posted', wantVersion: 1, state, op: 'post',
      messageId: null, messageKind: null, postedHash: null, postedImageUrl: null, attempts: 3, error, errorCode: null, inFlight: null, lease: null,
      nextAttemptAt: null, notBefore: null, waitUntil: null, waitingForTranslation: false, createdAt: Timestamp.now(), updatedAt: Timestamp.now(), sentAt: null,
    });
    const deliveryRef = host.firestore.db.collection('telegramDeliveries').doc(`${id}_${channel.id}`);
    // Written once, a delivery starts its worker (its wantVersion moved); once that run is over, the
    // states an administrator acts on are set without moving wantVersion, so no run takes them.
    await deliveryRef.set(delivery('failed', 'first'));
    await expect
      .poll(async () => {
        const d = (await deliveryRef.get()).data()!;
        return d.error !== 'first' && d.lease === null && d.state !== 'sending';
      }, { timeout: 15_000 })
      .toBe(true);
    await deliveryRef.set(delivery('failed', UNCERTAIN_SEND));
    await check('POST /articles/:id/telegram-deliveries/:channelId/mark-posted', 'telegram.markPosted', json('POST', `/articles/${id}/telegram-deliveries/${channel.id}/mark-posted`));
    await deliveryRef.set(delivery('failed', 'Telegram said no'));
    await check('POST /articles/:id/telegram-deliveries/:channelId/retry', 'telegram.retry', json('POST', `/articles/${id}/telegram-deliveries/${channel.id}/retry`));
    await check('DELETE /telegram-channels/:id', 'telegram.delete', json('DELETE', `/telegram-channels/${channel.id}`));

    const apiKey = await check('POST /api-keys', 'apiKey.create', json('POST', '/api-keys', { name: 'Walk key' }));
    await check('PUT /api-keys/:id', 'apiKey.update', json('PUT', `/api-keys/${apiKey.id}`, { isActive: false }));
    await check('DELETE /api-keys/:id', 'apiKey.delete', json('DELETE', `/api-keys/${apiKey.id}`));
    const settings = await host.admin('GET', '/api/admin/settings');
    await check('PUT /settings', 'settings.update', json('PUT', '/settings', { ...settings.body, contactPhone: '+91 98765 43210' }));
    await check('DELETE /articles/:id', 'article.delete', json('DELETE', `/articles/${id}`));

    const invite = await check('POST /staff/invites', 'staff.invite', json('POST', '/staff/invites', { email: 'walk-invite@newsroom.test', role: 'translator', languageIds: [langs.hi] }));
    const inviteId = (invite.invite as { id: string }).id;
    await check('POST /staff/invites/:id/resend', 'staff.inviteResend', json('POST', `/staff/invites/${inviteId}/resend`));
    await check('DELETE /staff/invites/:id', 'staff.inviteRevoke', json('DELETE', `/staff/invites/${inviteId}`));
    const person = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    await check('PATCH /staff/:uid', 'staff.update', json('PATCH', `/staff/${person.uid}`, { role: 'editor' }));
    await check('DELETE /staff/:uid', 'staff.remove', json('DELETE', `/staff/${person.uid}`));
    // Last: the walk's owner is an administrator after it.
    const heir = await createStaff(host, { role: 'administrator', languageIds: '*' });
    await check('POST /staff/:uid/transfer-ownership', 'staff.transferOwnership', json('POST', `/staff/${heir.uid}/transfer-ownership`));

    const covered = [...done.keys(), ...Object.keys(NOT_A_CHANGE)].sort();
    expect(writes.filter((r) => !covered.includes(r)), 'write routes this test does not know').toEqual([]);
    expect(covered.filter((r) => !writes.includes(r)), 'routes this test names that the router no longer has').toEqual([]);
  });
});
