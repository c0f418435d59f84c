/**
 * The audit log (issue 29): one entry per change that committed, written with it; refusals; none
 * for a change that failed; no secret in any entry or export; filters, paging, CSV export (itself
 * recorded) and the retention field. The walk over every write route is audit-log-routes.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { Transaction } from '@google-cloud/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AI_PROMPTS } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost, type CallResult } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, expectOneActiveOwner } from '../helpers/staff-fixtures.js';

const BOT_TOKEN = '123456789:AAFakeBotTokenForTheAuditLogTest_x9';
const OPENAI_KEY = 'sk-audit-test-secret-key-9876543210';
const DAY_MS = 86_400_000;

describe('audit log', () => {
  let host: AdminTestHost;
  let langs: Langs;
  const secrets: string[] = [BOT_TOKEN, OPENAI_KEY];
  // 09:00 UTC, still unless a test moves it (a second at a time, never past a 10-minute window).
  const clock = manualClock(new Date(Date.UTC(2026, 10, 29, 9, 0, 0)));
  beforeAll(async () => {
    vi.stubEnv('AUDIT_RETENTION_DAYS', '30');
    // Refusals are counted per 10-minute window of the clock: a clock that does not move keeps a
    // repeated refusal in its window (audit-refusals.test.ts moves it past one).
    host = await startAdminHost({ schedules: false, clock });
    langs = await createLanguages(host.services);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await host.stop();
  });
  afterEach(() => expectOneActiveOwner(host));

  /** A call as the owner with its own request id, and the entries written under that id. */
  const act = async (method: string, path: string, body?: unknown, token = host.adminToken) => {
    const requestId = `t-${randomUUID()}`;
    const res = await host.call(method, path, { token, body, headers: { 'x-request-id': requestId } });
    const snap = await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get();
    return { res, entries: snap.docs.map((d) => d.data()) };
  };
  const expectOne = (r: { res: CallResult; entries: Record<string, unknown>[] }, status: number, action: string, target: Record<string, unknown>) => {
    expect(r.res.status, JSON.stringify(r.res.body)).toBe(status);
    expect(r.entries).toHaveLength(1);
    expect(r.entries[0]).toMatchObject({ action, outcome: 'allowed', target: expect.objectContaining(target), actor: { kind: 'staff', id: host.adminUid, role: 'owner' } });
    return r.entries[0]!;
  };
  const articleBody = (slug: string, status = 'draft') => ({
    article: { slug, category: 'education', status, isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
    translation: { languageId: langs.en, title: `Title of ${slug}`, content: `<p>Body of ${slug}</p>`, excerpt: 'Excerpt', metaDescription: 'Meta', isOriginal: true },
    targetLanguages: [],
  });

  it('records each committed change once, with the right action, target and changes', async () => {
    const created = expectOne(await act('POST', '/api/admin/articles', articleBody('audited')), 201, 'article.create', { type: 'article', title: 'Title of audited' });
    const id = (created.target as { id: string }).id;
    expect(created.ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    expect(created.requestId).toMatch(/^t-/);

    const edit = expectOne(await act('PATCH', `/api/admin/articles/${id}`, { article: { category: 'research' } }), 200, 'article.update', { type: 'article', id });
    expect(edit.changes).toMatchObject({ category: { from: 'education', to: 'research' } });
    const publish = expectOne(await act('PATCH', `/api/admin/articles/${id}`, { article: { status: 'published' } }), 200, 'article.publish', { id });
    expect(publish.changes).toMatchObject({ status: { from: 'draft', to: 'published' } });
    expectOne(await act('PATCH', `/api/admin/articles/${id}`, { article: { status: 'draft' } }), 200, 'article.unpublish', { id });

    const hindi = { title: 'हिन्दी शीर्षक', content: '<p>हिन्दी</p>', excerpt: 'सारांश' };
    expectOne(await act('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, hindi), 200, 'translation.create', { id, languageId: langs.hi });
    expectOne(await act('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { ...hindi, title: 'नया' }), 200, 'translation.update', { id, languageId: langs.hi });
    expectOne(await act('DELETE', `/api/admin/articles/${id}/translations/${langs.hi}`), 200, 'translation.delete', { id, languageId: langs.hi });

    const language = expectOne(await act('POST', '/api/admin/languages', { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' }), 201, 'language.create', { type: 'language', title: 'Tamil' });
    const languageId = (language.target as { id: string }).id;
    expectOne(await act('PUT', `/api/admin/languages/${languageId}`, { name: 'Tamil (India)' }), 200, 'language.update', { id: languageId });
    expectOne(await act('DELETE', `/api/admin/languages/${languageId}`), 200, 'language.delete', { id: languageId });

    const ad = expectOne(
      await act('POST', '/api/admin/ads', { name: 'Audit ad', type: 'banner', placement: 'homepage', headline: 'Audit', text: 'Read it.' }),
      201,
      'ad.create',
      { type: 'ad', title: 'Audit ad' },
    );
    const adId = (ad.target as { id: string }).id;
    expectOne(await act('PUT', `/api/admin/ads/${adId}`, { isActive: false }), 200, 'ad.update', { id: adId });
    expectOne(await act('DELETE', `/api/admin/ads/${adId}`), 200, 'ad.delete', { id: adId });

    const settings = await host.admin('GET', '/api/admin/settings');
    const saved = expectOne(await act('PUT', '/api/admin/settings', { ...settings.body, contactEmail: 'desk@cryptolekh.test' }), 200, 'settings.update', { type: 'settings' });
    expect(saved.changes).toMatchObject({ contactEmail: { to: 'desk@cryptolekh.test' } });

    expectOne(await act('DELETE', `/api/admin/articles/${id}`), 200, 'article.delete', { id });
  });

  it('records secrets only as "changed": API keys, bot tokens and the OpenAI key appear in no entry nor export', async () => {
    const key = expectOne(await act('POST', '/api/admin/api-keys', { name: 'Audit tool' }), 201, 'apiKey.create', { type: 'apiKey', title: 'Audit tool' });
    expect(key.changes).toMatchObject({ key: 'changed', name: { from: null, to: 'Audit tool' } });
    const keyAnswer = await host.admin('POST', '/api/admin/api-keys', { name: 'Second tool' });
    secrets.push(keyAnswer.body.fullApiKey);
    const stored = (await host.firestore.db.collection('apiKeys').doc(String(keyAnswer.body.id)).get()).data()!;
    secrets.push(stored.keyHash);

    const channel = expectOne(
      await act('POST', '/api/admin/telegram-channels', { name: 'Hindi channel', botToken: BOT_TOKEN, channelId: '@audit_hi', languageId: langs.hi, categories: ['education'] }),
      201,
      'telegram.create',
      { type: 'telegramChannel', languageId: langs.hi },
    );
    expect(channel.changes).toMatchObject({ botToken: 'changed' });
    const channelId = (channel.target as { id: string }).id;
    const newToken = '987654321:AAAnotherFakeTokenForTheAuditTest_y8';
    secrets.push(newToken);
    const tokenChange = expectOne(await act('PUT', `/api/admin/telegram-channels/${channelId}`, { botToken: newToken }), 200, 'telegram.update', { id: channelId });
    expect(tokenChange.changes).toEqual({ botToken: 'changed' });

    const ai = {
      openaiApiKey: OPENAI_KEY,
      translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
      generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
      fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions },
      isActive: true,
    };
    const aiEntry = expectOne(await act('PUT', '/api/admin/ai-settings', ai), 200, 'aiSettings.update', { type: 'aiSettings' });
    expect(aiEntry.changes).toMatchObject({ openaiApiKey: 'changed' });

    const log = JSON.stringify((await host.firestore.db.collection('auditLog').get()).docs.map((d) => d.data()));
    const csv = await (await fetch(`${host.url}/api/admin/audit-log/export`, { headers: { authorization: `Bearer ${host.adminToken}` } })).text();
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(csv).not.toContain(secret);
    }
  });

  it('records a signed-in account that is not staff: the route\'s declared action, else console.access, once per window', async () => {
    const claims = JSON.parse(Buffer.from(host.nonAdminToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; email?: string; name?: string };
    // Who the token says they are; no role, as they hold none.
    const outsider = { kind: 'staff', id: claims.sub, ...(claims.email && { email: claims.email }), ...(claims.name && { name: claims.name }) };

    const me = await act('GET', '/api/admin/me', undefined, host.nonAdminToken);
    expect(me.res.status).toBe(403);
    expect(me.entries).toEqual([expect.objectContaining({ outcome: 'refused', action: 'dashboard.read', message: me.res.body.message, actor: outsider, changes: {} })]);
    // A path no route declares (nothing there) is still refused first, as console access.
    const nowhere = await act('GET', '/api/admin/no-such-screen', undefined, host.nonAdminToken);
    expect(nowhere.res.status).toBe(403);
    expect(nowhere.entries).toEqual([
      expect.objectContaining({ outcome: 'refused', action: 'console.access', actor: outsider, target: { type: 'console', id: '' }, changes: {} }),
    ]);

    const readLog = await act('GET', '/api/admin/audit-log', undefined, host.nonAdminToken);
    expect(readLog.res.status).toBe(403);
    expect(readLog.entries).toEqual([expect.objectContaining({ outcome: 'refused', action: 'auditLog.read', actor: outsider, target: { type: 'auditLog', id: '' } })]);
    const staffEdit = await act('PATCH', '/api/admin/staff/someone', { role: 'owner' }, host.nonAdminToken);
    expect(staffEdit.entries).toEqual([expect.objectContaining({ outcome: 'refused', action: 'staff.update', target: { type: 'staff', id: 'someone' } })]);

    // Anyone can make a Firebase account: repeating a refused call adds no entry in the window, it counts.
    const again = await act('GET', '/api/admin/me', undefined, host.nonAdminToken);
    expect(again.res.status).toBe(403);
    expect(again.entries).toEqual([]);
    expect((await host.firestore.db.collection('auditLog').where('requestId', '==', me.entries[0]!.requestId).get()).docs.map((d) => d.data().count)).toEqual([2]);
    const listed = await host.admin('GET', `/api/admin/audit-log?actorId=${claims.sub}`);
    expect(listed.body.entries.map((e: { action: string }) => e.action).sort()).toEqual(['auditLog.read', 'console.access', 'dashboard.read', 'staff.update']);
  });

  it('records a refusal with what the person was told, and who they are', async () => {
    const translator = await createStaff(host, { role: 'translator', languageIds: [langs.hi], name: 'Hindi Translator' });
    const r = await act('GET', '/api/admin/audit-log', undefined, translator.token);
    expect(r.res.status).toBe(403);
    expect(r.entries).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        action: 'auditLog.read',
        message: r.res.body.message,
        actor: expect.objectContaining({ kind: 'staff', id: translator.uid, role: 'translator', languageIds: [langs.hi], name: 'Hindi Translator' }),
        target: { type: 'auditLog', id: '' },
        changes: {},
      }),
    ]);
  });

  it('writes nothing for a change that failed: bad input, a conflict, or a transaction that aborted', async () => {
    const bad = await act('POST', '/api/admin/languages', { code: '', name: 'X', nativeName: 'X' });
    expect(bad.res.status).toBe(400);
    expect(bad.entries).toEqual([]);

    expect((await host.admin('POST', '/api/admin/articles', articleBody('taken'))).status).toBe(201);
    const conflict = await act('POST', '/api/admin/articles', articleBody('taken'));
    expect(conflict.res.status).toBe(409);
    expect(conflict.entries).toEqual([]);

    // The commit of the change (with its entry) fails: neither the change nor the entry is there.
    // Transaction.commit is internal to @google-cloud/firestore (runTransaction calls it once per attempt).
    const proto = Transaction.prototype as unknown as { commit: () => Promise<unknown> };
    const commit = proto.commit;
    const spy = vi.spyOn(proto, 'commit').mockImplementation(function () {
      return Promise.reject(Object.assign(new Error('9 FAILED_PRECONDITION: forced failure'), { code: 9 }));
    });
    try {
      const aborted = await act('POST', '/api/admin/languages', { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' });
      expect(aborted.res.status).toBeGreaterThanOrEqual(500);
      spy.mockRestore();
      expect(aborted.entries).toEqual([]);
      expect((await host.admin('GET', '/api/admin/languages')).body.map((l: { code: string }) => l.code)).not.toContain('ml');
    } finally {
      spy.mockRestore();
    }
    expect(proto.commit).toBe(commit);

    // A transaction Firestore aborts and retries commits once, with one entry.
    const retried = vi.spyOn(proto, 'commit').mockImplementationOnce(function () {
      return Promise.reject(Object.assign(new Error('10 ABORTED: contention'), { code: 10 }));
    });
    try {
      expectOne(await act('POST', '/api/admin/languages', { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' }), 201, 'language.create', { title: 'Malayalam' });
    } finally {
      retried.mockRestore();
    }
  });

  it('answers entries newest first with filters and a cursor, and every entry expires after the retention', async () => {
    // What the filters below find, made here: an article with a Hindi translation, and a refusal.
    const article = await host.admin('POST', '/api/admin/articles', articleBody(`listed-${randomUUID().slice(0, 8)}`));
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    const hindi = await host.admin('PUT', `/api/admin/articles/${article.body.id}/translations/${langs.hi}`, { title: 'सूची', content: '<p>सूची</p>', excerpt: 'सारांश' });
    expect(hindi.status, JSON.stringify(hindi.body)).toBe(200);
    const refused = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    expect((await host.call('GET', '/api/admin/audit-log', { token: refused.token })).status).toBe(403);

    const all = await host.admin('GET', '/api/admin/audit-log?limit=200');
    expect(all.status).toBe(200);
    const ats = all.body.entries.map((e: { at: string }) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CallResult = await host.admin('GET', `/api/admin/audit-log?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(3);
      pages.push(...page.body.entries.map((e: { id: string }) => e.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all.body.entries.map((e: { id: string }) => e.id));

    const byAction = await host.admin('GET', '/api/admin/audit-log?action=translation.create');
    expect(byAction.body.entries.length).toBeGreaterThan(0);
    expect(byAction.body.entries.every((e: { action: string }) => e.action === 'translation.create')).toBe(true);
    const byLanguage = await host.admin('GET', `/api/admin/audit-log?languageId=${langs.hi}&targetType=article`);
    expect(byLanguage.status).toBe(200);
    expect(byLanguage.body.entries.length).toBeGreaterThan(0);
    expect(byLanguage.body.entries.every((e: { target: { languageId?: number; type: string } }) => e.target.languageId === langs.hi && e.target.type === 'article')).toBe(true);
    const refusedOnly = await host.admin('GET', `/api/admin/audit-log?action=auditLog.read&actorId=${refused.uid}`);
    expect(refusedOnly.body.entries).toEqual([expect.objectContaining({ outcome: 'refused', action: 'auditLog.read', actor: expect.objectContaining({ id: refused.uid }) })]);
    const future = await host.admin('GET', '/api/admin/audit-log?from=2099-12-31');
    expect(future.body).toEqual({ entries: [], nextCursor: null });

    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['from=0000-01-01', 'from'],
      ['from=1999-12-31', 'from'],
      ['to=2100-01-01', 'to'],
      ['to=9999-12-31', 'to'],
      ['from=2026-02-30', 'from'],
      ['from=2026-11-27junk', 'from'],
      ['from=2026-11-02&to=2026-11-01', 'from'],
      ['targetId=5', 'targetId'],
      ['cursor=nonsense', 'cursor'],
      ['limit=0', 'limit'],
      ['action=article.fly', 'action'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await host.admin('GET', `/api/admin/audit-log?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field ?? res.body.message, query).toContain(field);
    }

    const docs = (await host.firestore.db.collection('auditLog').get()).docs.map((d) => d.data());
    for (const doc of docs) expect(doc.expireAt.toMillis() - doc.at.toMillis()).toBe(30 * DAY_MS);
  });

  it('exports CSV safe for spreadsheets, and records the export', async () => {
    // The export is the newest entry: on a clock that does not move, an earlier test's export has
    // the same time and "newest first" cannot tell them apart (the 217ee21 run listed that one first).
    clock.advance(1_000);
    await host.admin('POST', '/api/admin/ads', { name: '=HYPERLINK("http://evil")', type: 'banner', placement: 'homepage', headline: '+1, "quoted"', text: 'x' });
    const requestId = `t-${randomUUID()}`;
    const res = await fetch(`${host.url}/api/admin/audit-log/export?action=ad.create`, { headers: { authorization: `Bearer ${host.adminToken}`, 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cryptolekh-activity-\d{4}-\d\d-\d\d\.csv"$/);
    const csv = await res.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('at,outcome,action,actorKind,actorId,actorEmail,actorName,actorRole,targetType,targetId,targetTitle,languageId,changes,message,count,lastAt,ip,userAgent,requestId,id');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);
    const exported = (await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).docs.map((d) => d.data());
    expect(exported).toEqual([expect.objectContaining({ action: 'auditLog.export', outcome: 'allowed', target: expect.objectContaining({ type: 'auditLog', title: 'action=ad.create' }) })]);
    const listed = await host.admin('GET', '/api/admin/audit-log?action=auditLog.export');
    expect(listed.body.entries[0].requestId).toBe(requestId);
  });

  it('records an external API create with the key as the actor', async () => {
    const key = await host.admin('POST', '/api/admin/api-keys', { name: 'Partner feed' });
    const requestId = `t-${randomUUID()}`;
    const res = await host.call('POST', '/api/external/articles', {
      token: key.body.fullApiKey,
      headers: { 'x-request-id': requestId },
      body: { title: 'From the partner', content: '<p>Partner text</p>', excerpt: 'Partner', category: 'education', status: 'draft', slug: 'from-the-partner', languageId: langs.en },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const entries = (await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).docs.map((d) => d.data());
    expect(entries).toEqual([expect.objectContaining({ action: 'article.create', actor: { kind: 'apiKey', id: String(key.body.id), name: 'Partner feed' } })]);
  });
});
