/**
 * Refusals in the audit log (issue 37, docs/audit-log.md "Refusals"): one entry per account and
 * action in each 10-minute window of the clock, with a count, whatever the target and however the
 * calls come (at once or one after another), for staff the policy refuses and for accounts the
 * console does not admit alike; one write per refusal. And what is documented as no change:
 * autosaves write no entry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, expectOneActiveOwner } from '../helpers/staff-fixtures.js';

/** The documented window, pinned here rather than read from the code. */
const TEN_MINUTES = 10 * 60_000;

const clock = manualClock();
let host: AdminTestHost;
let langs: Langs;

beforeAll(async () => {
  host = await startAdminHost({ clock, schedules: false });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());
afterEach(() => expectOneActiveOwner(host));

/** Puts the clock at the start of a 10-minute window of the clock (an hour later than the last one used). */
let windowHour = 0;
const startOfWindow = () => clock.set(new Date(Date.UTC(2026, 10, 29, 8 + ++windowHour, 0, 0)));

const refusalsOf = async (uid: string) =>
  (await host.firestore.db.collection('auditLog').where('actor.id', '==', uid).get()).docs
    .map((d) => d.data())
    .filter((e) => e.outcome === 'refused')
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());

const translator = () => createStaff(host, { role: 'translator', languageIds: [langs.hi] });
/** What a translator is told, in the policy's words (contract/policy.ts). */
const REFUSED_AI_SETTINGS = 'Only the owner and administrators can see the AI settings';

describe('refusals of one person and action', () => {
  it('100 refused calls at once make one entry counting 100, in 100 writes to the log', async () => {
    startOfWindow();
    const person = await translator();
    const meter = host.firestore.meter;
    meter.reset();
    const answers = await Promise.all(Array.from({ length: 100 }, () => host.call('GET', '/api/admin/ai-settings', { token: person.token })));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(403));
    expect(answers.map((a) => a.body.message)).toEqual(Array(100).fill(REFUSED_AI_SETTINGS));
    const entries = await refusalsOf(person.uid);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'aiSettings.read',
        outcome: 'refused',
        count: 100,
        message: REFUSED_AI_SETTINGS,
        actor: expect.objectContaining({ kind: 'staff', id: person.uid, role: 'translator' }),
      }),
    ]);
    // One write per refusal, all to that one entry: the first creates it, each other adds one.
    expect(meter.usage().writesByCollection.auditLog).toBe(100);
  });

  it('100 refused calls one after another make one entry counting 100; the API and the CSV show the count', async () => {
    startOfWindow();
    const person = await translator();
    const first = clock.now().toISOString();
    for (let i = 0; i < 100; i++) {
      if (i === 99) clock.advance(5 * 60_000);
      expect((await host.call('GET', '/api/admin/ai-settings', { token: person.token })).status).toBe(403);
    }
    const entries = await refusalsOf(person.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'aiSettings.read', count: 100 });

    const listed = await host.admin('GET', `/api/admin/audit-log?actorId=${person.uid}`);
    expect(listed.status).toBe(200);
    expect(listed.body.entries).toEqual([expect.objectContaining({ action: 'aiSettings.read', outcome: 'refused', at: first, count: 100, lastAt: clock.now().toISOString() })]);

    const csv = await host.admin('GET', `/api/admin/audit-log/export?actorId=${person.uid}`);
    expect(csv.status).toBe(200);
    const [header, row] = (csv.body as string).split('\r\n');
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(cells[columns.indexOf('count')]).toBe('100');
    expect(cells[columns.indexOf('lastAt')]).toBe(clock.now().toISOString());
    expect(cells[columns.indexOf('action')]).toBe('aiSettings.read');
  });

  it('counts refusals of one action on different targets in one entry, and gives another action its own', async () => {
    startOfWindow();
    const person = await translator();
    const articles = await Promise.all(
      ['one', 'two', 'three'].map(async (slug) => (await createArticle(host.services, langs, { slug: `refused-${slug}-${randomUUID().slice(0, 6)}`, translations: [content(langs.bn, 'Bengali')] })).id),
    );
    // Bengali is not this translator's language: translation.update refused on each article.
    for (const id of articles) {
      const res = await host.call('PUT', `/api/admin/articles/${id}/translations/${langs.bn}`, { token: person.token, body: { title: 'x', content: '<p>x</p>', excerpt: 'x' } });
      expect(res.status).toBe(403);
    }
    expect((await host.call('GET', '/api/admin/api-keys', { token: person.token })).status).toBe(403);
    expect((await host.call('GET', '/api/admin/ai-settings', { token: person.token })).status).toBe(403);
    expect((await host.call('GET', '/api/admin/ai-settings', { token: person.token })).status).toBe(403);

    const entries = await refusalsOf(person.uid);
    expect(entries.map((e) => [e.action, e.count]).sort()).toEqual([
      ['aiSettings.read', 2],
      ['apiKey.read', 1],
      ['translation.update', 3],
    ]);
    // The entry names the first refusal's target.
    expect(entries.find((e) => e.action === 'translation.update')!.target).toEqual({ type: 'article', id: String(articles[0]), languageId: langs.bn });
  });

  it('keeps counting until the 10 minutes are over; the next refusal then makes a new entry', async () => {
    startOfWindow();
    const person = await translator();
    const refuse = async () => expect((await host.call('GET', '/api/admin/ai-settings', { token: person.token })).status).toBe(403);
    await refuse();
    clock.advance(TEN_MINUTES - 1);
    await refuse();
    expect((await refusalsOf(person.uid)).map((e) => e.count)).toEqual([2]);

    clock.advance(1);
    await refuse();
    await refuse();
    clock.advance(TEN_MINUTES + 30_000);
    await refuse();
    const entries = await refusalsOf(person.uid);
    expect(entries.map((e) => e.count)).toEqual([2, 2, 1]);
    expect(entries.map((e) => e.at.toDate().toISOString())).toEqual([
      new Date(Date.UTC(2026, 10, 29, 8 + windowHour, 0, 0)).toISOString(),
      new Date(Date.UTC(2026, 10, 29, 8 + windowHour, 10, 0)).toISOString(),
      new Date(Date.UTC(2026, 10, 29, 8 + windowHour, 20, 30)).toISOString(),
    ]);
  });
});

describe('refusals of accounts the console does not admit', () => {
  it('a signed-in account that is not staff: 50 calls at once make one entry counting 50, then a new one after 10 minutes', async () => {
    startOfWindow();
    const email = `outsider-${randomUUID().slice(0, 8)}@test.local`;
    const user = await host.adminAuth!.createUser({ email, password: 'outsider-secret', displayName: 'Outsider' });
    const token = await host.emulatorSignIn(email, 'outsider-secret');
    const answers = await Promise.all(Array.from({ length: 50 }, () => host.call('GET', '/api/admin/me', { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(403));
    expect(answers[0]!.body.message).toBe(STAFF_MESSAGES.notStaff);
    expect((await refusalsOf(user.uid)).map((e) => [e.action, e.count, e.message])).toEqual([['dashboard.read', 50, STAFF_MESSAGES.notStaff]]);

    clock.advance(TEN_MINUTES);
    expect((await host.call('GET', '/api/admin/me', { token })).status).toBe(403);
    expect((await refusalsOf(user.uid)).map((e) => [e.action, e.count])).toEqual([
      ['dashboard.read', 50],
      ['dashboard.read', 1],
    ]);
  });

  it('a suspended person whose session still reaches the console: counted the same way, per action', async () => {
    startOfWindow();
    const person = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    // As if disabling the Auth account had failed: only the staff document says suspended.
    await host.firestore.db.collection('staff').doc(person.uid).update({ status: 'suspended' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => host.call('GET', i % 2 ? '/api/admin/me' : '/api/admin/articles', { token: person.token })));
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(20).fill([401, STAFF_MESSAGES.suspended]));
    expect((await refusalsOf(person.uid)).map((e) => [e.action, e.count, e.actor.role]).sort()).toEqual([
      ['article.read', 10, 'editor'],
      ['dashboard.read', 10, 'editor'],
    ]);
  });
});

describe('autosaves', () => {
  it('write no audit entry (saving, reading and discarding one), while the autosave itself is kept', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    const article = await createArticle(host.services, langs, { slug: `autosaved-${randomUUID().slice(0, 6)}`, original: content(langs.hi, 'Hindi original') });
    const path = `/api/admin/articles/${article.id}/autosave/${langs.hi}`;
    const meter = host.firestore.meter;
    const requestIds: string[] = [];
    const call = (method: string, body?: unknown) => {
      const requestId = `autosave-${randomUUID()}`;
      requestIds.push(requestId);
      return host.call(method, path, { token: editor.token, body, headers: { 'x-request-id': requestId } });
    };
    meter.reset();
    expect((await call('PUT', { title: 'Half-written', content: '<p>Draft</p>' })).status).toBe(200);
    expect((await call('GET')).body.autosave).toMatchObject({ title: 'Half-written', content: '<p>Draft</p>' });
    expect((await call('PUT', { title: 'Still writing' })).status).toBe(200);
    expect((await call('GET')).body.autosave).toMatchObject({ title: 'Still writing' });
    expect((await call('DELETE')).body).toEqual({ deleted: true });
    expect((await call('GET')).body).toEqual({ autosave: null });
    for (const requestId of requestIds) {
      expect((await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).size, requestId).toBe(0);
    }
    expect(meter.usage().writesByCollection.auditLog ?? 0).toBe(0);
  });
});
