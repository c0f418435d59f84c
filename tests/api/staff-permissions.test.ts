/**
 * Issue 29's role table, enforced on every console route. The routes are read from the admin
 * router itself (Express 5's stack), so a route without a declared action, or one this table does
 * not know, fails here. Each route is then called as each role, against suitable targets (a Hindi
 * article by someone else, an English original with a Hindi translation...), and must answer 403
 * exactly where the table says the role may not; anything else (200, 400 for the empty bodies sent
 * to most write routes, 404, 409, 503) means the policy let it through. Article routes check their
 * body before the policy (a bad body is the 400 it always was), so those get valid bodies.
 */
import type { Router } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminRouter } from '../../functions/src/http/admin/router.js';
import { declaredAccessOf } from '../../functions/src/http/admin/declared-routes.js';
import type { StaffRole } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, expectOneActiveOwner, type StaffFixture } from '../helpers/staff-fixtures.js';

const ROLES: StaffRole[] = ['owner', 'administrator', 'editor', 'author', 'contributor', 'translator'];
const ALL = new Set<StaffRole>(ROLES);
const ADMINS = new Set<StaffRole>(['owner', 'administrator']);
const WRITERS = new Set<StaffRole>(['owner', 'administrator', 'editor', 'author', 'contributor']);
/** On a Hindi original someone else wrote: the table's "original in their langs" (editor of Hindi). */
const ORIGINAL_IN_LANGS = new Set<StaffRole>(['owner', 'administrator', 'editor']);
/** A Hindi translation of someone else's English article: "L in their langs" (editor, translator). */
const HINDI_TRANSLATORS = new Set<StaffRole>(['owner', 'administrator', 'editor', 'translator']);
/** Hindi site text. */
const HINDI_SITE_TEXT = HINDI_TRANSLATORS;
/** The translation queue of Hindi: those who translate into it. */
const HINDI_QUEUE = HINDI_TRANSLATORS;
/** Staff management: an editor within their languages, over authors, contributors and translators. */
const STAFF_MANAGERS = new Set<StaffRole>(['owner', 'administrator', 'editor']);
const OWNER = new Set<StaffRole>(['owner']);

interface RouteInfo {
  method: string;
  path: string;
  action: string | undefined;
}

/** Every route of the admin router with the action its guard declares. */
function routesOf(router: Router): RouteInfo[] {
  const out: RouteInfo[] = [];
  for (const layer of router.stack as unknown as { route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] } }[]) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) {
      out.push({ method: method.toUpperCase(), path: layer.route.path, action: declaredAccessOf(layer.route.stack[0]!.handle)?.action });
    }
  }
  return out;
}

describe('every console route and every role', () => {
  let host: AdminTestHost;
  let langs: Langs;
  const staff = {} as Record<StaffRole, StaffFixture>;
  let someoneElse: string;
  /** A published Hindi original by someone else. */
  let hindiArticle: number;
  /** A published English original by someone else, with a Hindi translation. */
  let englishWithHindi: number;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
    const owner = await host.call('GET', '/api/admin/me', { token: host.adminToken });
    expect(owner.body.role).toBe('owner');
    staff.owner = { uid: host.adminUid, token: host.adminToken, email: owner.body.email };
    const made = await Promise.all(
      (['administrator', 'editor', 'author', 'contributor', 'translator'] as const).map((role) =>
        createStaff(host, { role, languageIds: role === 'administrator' ? '*' : [langs.hi] }),
      ),
    );
    made.forEach((s, i) => (staff[(['administrator', 'editor', 'author', 'contributor', 'translator'] as const)[i]!] = s));
    someoneElse = (await createStaff(host, { role: 'author', languageIds: '*' })).uid;
    hindiArticle = (await createArticle(host.services, langs, { slug: 'hindi-other', original: content(langs.hi, 'Hindi'), authorId: someoneElse })).id;
    englishWithHindi = (
      await createArticle(host.services, langs, { slug: 'english-other', translations: [content(langs.hi, 'Hindi version')], authorId: someoneElse })
    ).id;
  }, 120_000);
  afterAll(() => host?.stop());
  afterEach(() => expectOneActiveOwner(host));

  /** A Hindi translator and a pending invitation of one, made for a call that changes or removes them. */
  const hindiTranslator = async () => (await createStaff(host, { role: 'translator', languageIds: [langs.hi] })).uid;
  const hindiInvite = async () => {
    const res = await host.call('POST', '/api/admin/staff/invites', { token: host.adminToken, body: { email: `pending-${Math.random().toString(36).slice(2)}@example.com`, role: 'translator', languageIds: [langs.hi] } });
    expect(res.status).toBe(201);
    return res.body.invite.id as string;
  };
  /** Path parameters and who may call each route (issue 29's table). */
  const fresh = async () => (await createArticle(host.services, langs, { slug: `doomed-${Math.random().toString(36).slice(2)}`, original: content(langs.hi, 'Doomed'), authorId: someoneElse })).id;
  const table: Record<string, { allowed: Set<StaffRole>; path?: () => Promise<string> | string; body?: unknown }> = {
    'GET /me': { allowed: ALL },
    'GET /stats': { allowed: ALL },
    // What outside systems' readers searched for is reader analytics (issue 37: docs/api.md and the code now agree).
    'GET /search-gaps': { allowed: STAFF_MANAGERS },
    'GET /articles': { allowed: ALL },
    // A valid Hindi draft: the body is read before the policy is asked (a bad one is a 400 for everyone).
    'POST /articles': { allowed: WRITERS, get body() { return { article: { slug: `new-${Math.random().toString(36).slice(2)}`, category: 'education', status: 'draft' }, translation: { languageId: langs.hi, title: 'New', content: '<p>New</p>', excerpt: 'New' } }; } },
    'GET /articles/:id': { allowed: ALL },
    'PATCH /articles/:id': { allowed: ORIGINAL_IN_LANGS, body: {} },
    'DELETE /articles/:id': { allowed: ORIGINAL_IN_LANGS, path: async () => `/articles/${await fresh()}` },
    'POST /articles/:id/translate': { allowed: HINDI_TRANSLATORS, path: () => `/articles/${englishWithHindi}/translate`, get body() { return { languageIds: [langs.hi] }; } },
    'POST /articles/:id/submit-for-review': { allowed: ADMINS },
    // A public link to the unpublished text: whoever may edit the article (docs/staff.md).
    'POST /articles/:id/preview': { allowed: ORIGINAL_IN_LANGS },
    'GET /articles/:id/revisions': { allowed: ALL },
    'GET /articles/:id/revisions/:revisionId': { allowed: ALL },
    'POST /articles/:id/revisions/:revisionId/restore': { allowed: HINDI_TRANSLATORS, path: () => `/articles/${englishWithHindi}/revisions/${langs.hi}-999/restore` },
    'GET /articles/:id/translations/:languageId/review': { allowed: ALL },
    'POST /articles/:id/translations/:languageId/review': { allowed: HINDI_TRANSLATORS },
    'POST /generate-article': { allowed: WRITERS, body: {} },
    'POST /upload-media': { allowed: WRITERS },
    'POST /upload-media/poster': { allowed: WRITERS },
    'POST /uploads': { allowed: WRITERS, body: {} },
    'POST /uploads/:uploadId/complete': { allowed: WRITERS, path: () => '/uploads/nope/complete' },
    'GET /ai-settings': { allowed: ADMINS },
    'PUT /ai-settings': { allowed: ADMINS, body: { nope: 1 } },
    'POST /ai-settings/test': { allowed: ADMINS, body: {} },
    'PUT /articles/:id/translations/:languageId': { allowed: HINDI_TRANSLATORS, body: { title: 'Hindi', content: '<p>Hindi</p>', excerpt: 'Hindi' } },
    'DELETE /articles/:id/translations/:languageId': { allowed: HINDI_TRANSLATORS, path: () => `/articles/${englishWithHindi}/translations/${langs.hi}` },
    'GET /articles/:id/autosave/:languageId': { allowed: ALL },
    'PUT /articles/:id/autosave/:languageId': { allowed: HINDI_TRANSLATORS, body: { title: 'Hindi draft' } },
    'DELETE /articles/:id/autosave/:languageId': { allowed: HINDI_TRANSLATORS },
    // Presence (issue 39): whoever may read the article says they have it open and sees who else does.
    'PUT /articles/:id/presence': { allowed: ALL, get body() { return { languageId: langs.hi, mode: 'viewing' }; } },
    'DELETE /articles/:id/presence': { allowed: ALL },
    'GET /presence': { allowed: ALL },
    'GET /languages': { allowed: ALL },
    'POST /languages': { allowed: ADMINS, body: {} },
    'PUT /languages/:id': { allowed: ADMINS, path: () => `/languages/${langs.kn}`, body: {} },
    'DELETE /languages/:id': { allowed: ADMINS, path: () => '/languages/999' },
    'GET /site-text/:languageId': { allowed: HINDI_SITE_TEXT },
    'PUT /site-text/:languageId/:key': { allowed: HINDI_SITE_TEXT, body: {} },
    'DELETE /site-text/:languageId/:key': { allowed: HINDI_SITE_TEXT, path: () => `/site-text/${langs.hi}/no.such.key` },
    'POST /site-text/:languageId/review': { allowed: HINDI_SITE_TEXT, body: {} },
    'POST /site-text/:languageId/translate': { allowed: HINDI_SITE_TEXT, body: {} },
    'GET /ads': { allowed: ADMINS },
    'POST /ads': { allowed: ADMINS, body: {} },
    'PUT /ads/:id': { allowed: ADMINS, body: {} },
    'DELETE /ads/:id': { allowed: ADMINS, path: () => '/ads/999' },
    'GET /telegram-channels': { allowed: ADMINS },
    'POST /telegram-channels': { allowed: ADMINS, body: {} },
    'PUT /telegram-channels/:id': { allowed: ADMINS, body: {} },
    'DELETE /telegram-channels/:id': { allowed: ADMINS, path: () => '/telegram-channels/999' },
    'POST /telegram-channels/:id/test': { allowed: ADMINS, path: () => '/telegram-channels/999/test', body: {} },
    'GET /articles/:id/telegram-deliveries': { allowed: ADMINS },
    'POST /articles/:id/telegram-deliveries/:channelId/retry': { allowed: ADMINS },
    'POST /articles/:id/telegram-deliveries/:channelId/mark-posted': { allowed: ADMINS },
    'GET /api-keys': { allowed: ADMINS },
    'POST /api-keys': { allowed: ADMINS, body: {} },
    'PUT /api-keys/:id': { allowed: ADMINS, body: {} },
    'DELETE /api-keys/:id': { allowed: ADMINS, path: () => '/api-keys/999' },
    'GET /settings': { allowed: ADMINS },
    'PUT /settings': { allowed: ADMINS, body: { nope: 1 } },
    'GET /my-translations': { allowed: HINDI_QUEUE },
    'GET /audit-log': { allowed: ADMINS },
    'GET /audit-log/export': { allowed: ADMINS },
    // The Analytics screen (issue 30): the owner, administrators and editors.
    'GET /analytics': { allowed: STAFF_MANAGERS, path: () => '/analytics?from=2026-11-01&to=2026-11-27' },
    'GET /analytics/export': { allowed: STAFF_MANAGERS, path: () => '/analytics/export?from=2026-11-01&to=2026-11-27' },
    'GET /analytics/unopened-translations': { allowed: STAFF_MANAGERS },
    'GET /staff': { allowed: STAFF_MANAGERS },
    'POST /staff/invites': { allowed: STAFF_MANAGERS, get body() { return { email: `invitee-${Math.random().toString(36).slice(2)}@example.com`, role: 'translator', languageIds: [langs.hi] }; } },
    'POST /staff/invites/:id/resend': { allowed: STAFF_MANAGERS, path: async () => `/staff/invites/${await hindiInvite()}/resend`, body: {} },
    'DELETE /staff/invites/:id': { allowed: STAFF_MANAGERS, path: async () => `/staff/invites/${await hindiInvite()}` },
    'PATCH /staff/:uid': { allowed: STAFF_MANAGERS, path: async () => `/staff/${await hindiTranslator()}`, get body() { return { languageIds: [langs.hi] }; } },
    'DELETE /staff/:uid': { allowed: STAFF_MANAGERS, path: async () => `/staff/${await hindiTranslator()}` },
    // To a new administrator: the owner's call hands ownership over (the owner's other calls are an administrator's too).
    'POST /staff/:uid/transfer-ownership': { allowed: OWNER, path: async () => `/staff/${(await createStaff(host, { role: 'administrator', languageIds: '*' })).uid}/transfer-ownership`, body: {} },
  };

  /** The path with its parameters filled: articles by someone else, Hindi where a language is asked. */
  const defaultPath = (path: string) => {
    const onTranslation = path.includes(':languageId') && path.startsWith('/articles/');
    return path
      .replace(':id', String(path.startsWith('/articles/:id') ? (onTranslation ? englishWithHindi : hindiArticle) : 999))
      .replace(':languageId', String(langs.hi))
      .replace(':revisionId', `${langs.hi}-1`)
      .replace(':channelId', '999')
      .replace(':uploadId', 'nope')
      .replace(':key', 'nav.home');
  };

  it('every route but sign-in declares its action, and the table knows it', () => {
    const routes = routesOf(adminRouter(host.services));
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((r) => r.path !== '/login' && r.action === undefined).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    const unknown = routes.filter((r) => r.path !== '/login' && !table[`${r.method} ${r.path}`]).map((r) => `${r.method} ${r.path}`);
    expect(unknown, 'routes this test has no expectations for: add them to the table').toEqual([]);
  });

  it('answers 403 {message} exactly where the role table refuses, for every route and role', async () => {
    const routes = routesOf(adminRouter(host.services)).filter((r) => r.path !== '/login');
    const wrong: string[] = [];
    for (const role of ROLES) {
      // One role's calls at a time, in parallel: the destructive ones each get their own article.
      await Promise.all(
        routes.map(async (r) => {
          const expectation = table[`${r.method} ${r.path}`];
          if (!expectation) return;
          const path = expectation.path ? await expectation.path() : defaultPath(r.path);
          const res = await host.call(r.method, `/api/admin${path}`, { token: staff[role].token, body: expectation.body });
          const allowed = expectation.allowed.has(role);
          if (allowed && res.status === 403) wrong.push(`${role} ${r.method} ${path}: refused (${res.body?.message})`);
          if (!allowed && res.status !== 403) wrong.push(`${role} ${r.method} ${path}: ${res.status}, expected 403`);
          if (!allowed && res.status === 403 && (typeof res.body?.message !== 'string' || !res.body.message)) wrong.push(`${role} ${r.method} ${path}: 403 without a message`);
          if (res.status >= 500 && res.status !== 503) wrong.push(`${role} ${r.method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);
  /** Every way but the plain one to write the id `id` (and a few that are no id at all). */
  const otherSpellings = (id: number) => [
    `0${id}`,
    `00${id}`,
    `+${id}`,
    `${id}.0`,
    `0x${id.toString(16)}`,
    ` ${id}`,
    `${id} `,
    `${id}e0`,
    `${id}abc`,
    [...String(id)].map((d) => String.fromCharCode(0x660 + Number(d))).join(''), // Arabic-Indic digits
    [...String(id)].map((d) => String.fromCharCode(0x966 + Number(d))).join(''), // Devanagari digits
    '9007199254740993', // beyond what a number holds exactly: read as ...992
    '99999999999999999999',
    '0',
    `-${id}`,
  ];

  it('reads an id or language id only in plain digits: any other spelling is a 400 naming it, before the policy, never another language', async () => {
    const translator = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    const as = (method: string, path: string, body?: unknown) => host.call(method, `/api/admin${path}`, { token: translator.token, body });
    const text = { text: 'बदला हुआ' };
    const version = { title: 'Changed', content: '<p>Changed</p>', excerpt: 'Changed' };
    const siteText = async (languageId: number) => (await host.call('GET', `/api/admin/site-text/${languageId}`, { token: host.adminToken })).body.rows.find((r: { key: string }) => r.key === 'nav.home')?.text;
    const before = { hi: await siteText(langs.hi), bn: await siteText(langs.bn), article: (await host.call('GET', `/api/admin/articles/${englishWithHindi}`, { token: host.adminToken })).body };
    const wrong: string[] = [];
    const expect400 = async (method: string, path: string, field: string, body?: unknown) => {
      const res = await as(method, path, body);
      if (res.status !== 400 || res.body?.field !== field || !String(res.body?.message).includes(field)) wrong.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    };
    // The translator's own language and another's, each spelled every other way, on every kind of place an id is read.
    for (const language of [langs.hi, langs.bn]) {
      for (const spelled of otherSpellings(language).map(encodeURIComponent)) {
        await expect400('GET', `/my-translations?languageId=${spelled}`, 'languageId');
        await expect400('PUT', `/site-text/${spelled}/nav.home`, 'languageId', text);
        await expect400('POST', `/site-text/${spelled}/review`, 'languageId', { keys: ['nav.home'], reviewed: true });
        await expect400('PUT', `/articles/${englishWithHindi}/translations/${spelled}`, 'languageId', version);
        await expect400('PUT', `/articles/${englishWithHindi}/autosave/${spelled}`, 'languageId', { title: 'Draft' });
        await expect400('POST', `/articles/${englishWithHindi}/translations/${spelled}/review`, 'languageId');
        await expect400('POST', `/articles/${englishWithHindi}/revisions/${spelled}-1/restore`, 'revisionId');
        await expect400('POST', `/articles/${englishWithHindi}/revisions/${language}-0${1}/restore`, 'revisionId');
        await expect400('GET', `/articles/${englishWithHindi}/revisions?languageId=${spelled}`, 'languageId');
      }
    }
    for (const spelled of otherSpellings(englishWithHindi).map(encodeURIComponent)) {
      await expect400('GET', `/articles/${spelled}`, 'id');
      await expect400('PUT', `/articles/${spelled}/translations/${langs.hi}`, 'id', version);
      await expect400('POST', `/articles/${spelled}/translate`, 'id', { languageIds: [langs.hi] });
    }
    // A query parameter given twice, and an empty one.
    await expect400('GET', `/my-translations?languageId=${langs.hi}&languageId=${langs.bn}`, 'languageId');
    await expect400('GET', '/my-translations?languageId=', 'languageId');
    // Ids in a body are JSON numbers: whole, positive, exact.
    for (const id of [String(langs.bn), langs.bn + 0.5, 0, -langs.bn, 1e300, 9007199254740993, [langs.bn], null]) {
      await expect400('POST', `/articles/${englishWithHindi}/translate`, 'languageIds.0', { languageIds: [id] });
    }
    expect(wrong).toEqual([]);

    // Nothing was decided on what could not be read: no refusal recorded, nothing written.
    const log = async () => (await host.call('GET', `/api/admin/audit-log?actorId=${translator.uid}`, { token: host.adminToken })).body.entries as { action: string; outcome: string; target: { languageId?: number } }[];
    expect(await log()).toEqual([]);
    expect(await siteText(langs.hi)).toBe(before.hi);
    expect(await siteText(langs.bn)).toBe(before.bn);
    expect((await host.call('GET', `/api/admin/articles/${englishWithHindi}`, { token: host.adminToken })).body.translations).toEqual(before.article.translations);

    // Bengali written plainly is Bengali: refused, and each refusal recorded with its language.
    expect(await as('GET', `/my-translations?languageId=${langs.bn}`)).toMatchObject({ status: 403, body: { message: 'Translators can review translations into Hindi only' } });
    expect(await as('PUT', `/site-text/${langs.bn}/nav.home`, text)).toMatchObject({ status: 403, body: { message: 'Translators can edit the site text of Hindi only' } });
    expect(await as('PUT', `/articles/${englishWithHindi}/translations/${langs.bn}`, version)).toMatchObject({ status: 403, body: { message: 'Translators can edit translations into Hindi only' } });
    const refusals = (await log()).map((e) => `${e.outcome} ${e.action} ${e.target.languageId}`).sort();
    expect(refusals).toEqual([`refused siteText.update ${langs.bn}`, `refused translation.update ${langs.bn}`, `refused translationQueue.read ${langs.bn}`]);
    expect(await siteText(langs.bn)).toBe(before.bn);
  }, 120_000);
});
