/**
 * firestore.rules, proved on the Cloud Firestore emulator (docs/security.md): a browser, signed in
 * as the owner, as staff, as a user who is not staff, or not at all, reads and writes nothing
 * directly; everything goes through the functions, whose Admin SDK the rules do not bind.
 *
 * The browsers are the Firebase web SDK (`firebase/app`, `firebase/auth`, `firebase/firestore` and
 * `firebase/firestore/lite`), signed in through the host's Auth emulator and connected to the
 * host's project on the emulator, as the console would be if it talked to Firestore. The content
 * is put in through the API, and the collections probed are the ones the database holds after
 * that (so a collection the code starts writing is covered without editing this file), plus every
 * collection the data layer names.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  addDoc,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  getDocsFromServer,
  initializeFirestore,
  limit,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  setLogLevel,
  terminate,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '../../functions/src/data/documents.js';
import { ANALYTICS_COLLECTIONS } from '../../functions/src/data/analytics-repository.js';
import { SITE_TEXT_COLLECTIONS } from '../../functions/src/data/site-text-documents.js';
import { emulatorClient } from '../../emulators/src/local-firestore.js';
import { clearProject } from '../../emulators/src/firestore-export.mjs';
import { ADMIN, READER, startAdminHost, type AdminTestHost, type CallResult } from '../helpers/admin-host.js';
import { CHROME, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { allDocuments } from '../helpers/firestore-documents.js';
import { newProjectId, sharedFirestore } from '../helpers/shared-firestore-emulator.js';
import { staffCalls } from '../helpers/staff-calls.js';
import { createStaff, STAFF_PASSWORD } from '../helpers/staff-fixtures.js';
import { watchAdCounting, watchTriggers } from '../helpers/trigger-watch.js';

// The SDKs log every refusal as a warning; the test reads each call's outcome itself.
setLogLevel('silent');
lite.setLogLevel('silent');

/** Each client call settles in well under a second on the emulator; past this it is a hang, reported as such. */
const CALL_TIMEOUT_MS = 10_000;
const DENIED = 'permission-denied';
/**
 * Time for a test's thousands of calls, on a 2-core machine that is busy with other test files: a
 * rule that lets something through then fails the test with the list of what got through.
 */
const PROBES_TIMEOUT_MS = 120_000;
/** Calls in flight at once (besides each browser's write stream). */
const PARALLEL = 32;

let host: AdminTestHost;
let triggers: ReturnType<typeof watchTriggers>;
const { invited, accept } = staffCalls(() => host);

interface Browser {
  who: string;
  app: FirebaseApp;
  db: Firestore;
  lite: lite.Firestore;
  uid: string | null;
}
const browsers: Browser[] = [];

/** A browser on `projectId` signed in as `account` (or not at all), both SDKs on the emulators. */
async function openBrowser(who: string, account?: { email: string; password: string }, projectId = host.firestore.projectId): Promise<Browser> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` }, `${who}-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host.auth!.host}:${host.auth!.port}`, { disableWarnings: true });
  const browser: Browser = { who, app, db: undefined as unknown as Firestore, lite: undefined as unknown as lite.Firestore, uid: null };
  browsers.push(browser);
  if (account) browser.uid = (await signInWithEmailAndPassword(auth, account.email, account.password)).user.uid;
  const { host: address, port } = host.firestore.emulator;
  browser.db = initializeFirestore(app, {});
  connectFirestoreEmulator(browser.db, address, port);
  browser.lite = lite.getFirestore(app);
  lite.connectFirestoreEmulator(browser.lite, address, port);
  return browser;
}

async function closeBrowser(b: Browser): Promise<void> {
  await terminate(b.db);
  await lite.terminate(b.lite);
  if (b.uid) await signOut(getAuth(b.app));
  await deleteApp(b.app);
}

/** How a client call ended: its error code, `allowed`, or `timed out`. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CALL_TIMEOUT_MS);
  });
  try {
    await Promise.race([call(), timeout]);
    return 'allowed';
  } catch (err) {
    return err instanceof FirebaseError ? err.code : String((err as Error).message ?? err);
  } finally {
    clearTimeout(timer);
  }
}

/** A listener's first answer from the server: a snapshot (`allowed`) or its error. */
function listen(target: DocumentReference | Query): Promise<void> {
  return new Promise((resolve, reject) => {
    const onNext = (snap: { metadata: { fromCache: boolean } }) => {
      // Only the server's answer counts, not what the client's own cache holds.
      if (snap.metadata.fromCache) return;
      unsubscribe();
      resolve();
    };
    const onError = (err: Error) => reject(err);
    // With metadata changes, a listener whose first snapshot came from the cache hears the server's too.
    const options = { includeMetadataChanges: true };
    const unsubscribe = target.type === 'document' ? onSnapshot(target, options, onNext, onError) : onSnapshot(target, options, onNext, onError);
    setTimeout(unsubscribe, CALL_TIMEOUT_MS).unref();
  });
}

interface Attempt {
  who: string;
  what: string;
  call: () => Promise<unknown>;
  /**
   * The full SDK sends one browser's writes down one stream, in order, and a refused write ends
   * the stream (the next write opens another): its writes are tried one after another, so each is
   * timed on its own.
   */
  inOrder?: boolean;
}

/**
 * Runs the attempts, at most PARALLEL at a time (each browser's in-order ones one after another),
 * so each call's time is its own even on a busy machine; returns those not refused with
 * permission-denied (none, as the rules intend).
 */
async function notRefused(attempts: Attempt[]): Promise<string[]> {
  const failures: string[] = [];
  const run = async (a: Attempt) => {
    const result = await outcome(a.call);
    if (result !== DENIED) failures.push(`${a.who}: ${a.what} -> ${result}`);
  };
  const queues = new Map<string, Attempt[]>();
  for (const a of attempts.filter((x) => x.inOrder)) queues.set(a.who, [...(queues.get(a.who) ?? []), a]);
  const pending = attempts.filter((a) => !a.inOrder);
  await Promise.all([
    ...Array.from({ length: PARALLEL }, async () => {
      for (let a = pending.shift(); a; a = pending.shift()) await run(a);
    }),
    ...[...queues.values()].map(async (queue) => {
      for (const a of queue) await run(a);
    }),
  ]);
  return failures.sort();
}

/** The database as the Admin SDK reads it, once triggers and background work have settled. */
async function settledDocuments() {
  let last = '';
  let docs: Awaited<ReturnType<typeof allDocuments>> = [];
  await vi.waitFor(
    async () => {
      docs = await allDocuments(host.firestore.db);
      const now = JSON.stringify(docs);
      const changed = now !== last;
      last = now;
      if (changed || triggers.running > 0) throw new Error('the database is still changing');
    },
    { timeout: 30_000, interval: 200 },
  );
  return docs;
}

/** What the console and the reader site show of the content, read through the API. */
async function throughTheApi(ids: { articleId: number; slug: string; hi: number }) {
  const get = async (path: string, token?: string) => {
    const res = await host.call('GET', path, { token });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const staff = (await get('/api/admin/staff', host.adminToken)) as { people: { lastSeenAt?: unknown }[] };
  return {
    article: await get(`/api/admin/articles/${ids.articleId}`, host.adminToken),
    published: await get(`/api/articles/${ids.slug}?language=hi`),
    languages: await get('/api/admin/languages', host.adminToken),
    ads: await get('/api/admin/ads', host.adminToken),
    apiKeys: await get('/api/admin/api-keys', host.adminToken),
    settings: await get('/api/admin/settings', host.adminToken),
    // When someone was last seen moves with every call they make, the API's reads included.
    staff: { ...staff, people: staff.people.map(({ lastSeenAt: _, ...person }) => person) },
  };
}

// The content, the identities and what the database held before any browser tried anything.
let ids: { articleId: number; slug: string; hi: number; adId: number };
let before: Awaited<ReturnType<typeof allDocuments>>;
let apiBefore: Awaited<ReturnType<typeof throughTheApi>>;
let identities: Browser[];
let editor: { email: string; password: string; uid: string };

beforeAll(async () => {
  host = await startAdminHost({ schedules: false });
  triggers = watchTriggers(host);
  const adCounting = watchAdCounting(host);
  const ok = async (res: Promise<CallResult>, status = 200) => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    return r.body;
  };
  // Real content, put in as the console and readers put it in.
  const en = (await ok(host.admin('POST', '/api/admin/languages', { code: 'en', name: 'English', nativeName: 'English' }), 201)).id as number;
  const hi = (await ok(host.admin('POST', '/api/admin/languages', { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' }), 201)).id as number;
  const slug = 'rules-proof';
  const article = await ok(
    host.admin('POST', '/api/admin/articles', {
      article: { slug, category: 'education', status: 'published', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
      translation: { languageId: en, title: 'What rules protect', content: '<p>Only the functions touch Firestore.</p>', excerpt: 'The rules.', metaDescription: 'The rules.', isOriginal: true },
      targetLanguages: [],
    }),
    201,
  );
  await ok(host.admin('PUT', `/api/admin/articles/${article.id}/translations/${hi}`, { title: 'नियम किसकी रक्षा करते हैं', content: '<p>केवल फ़ंक्शन।</p>', excerpt: 'नियम।', metaDescription: 'नियम।' }));
  const ad = await ok(host.admin('POST', '/api/admin/ads', { name: 'Rules', type: 'banner', placement: 'homepage', headline: 'An ad', text: 'Read by the functions only.' }), 201);
  const key = await ok(host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom' }), 201);
  const external = await ok(
    host.call('POST', '/api/external/articles', {
      token: key.fullApiKey,
      headers: { 'idempotency-key': randomUUID() },
      body: { slug: 'from-the-api', category: 'education', status: 'published', isFeatured: false, title: 'From the API', content: '<p>Sent with a key.</p>', excerpt: 'Sent.', metaDescription: 'Sent.', languageId: en },
    }),
    201,
  );
  const settings = await ok(host.admin('GET', '/api/admin/settings'));
  await ok(host.admin('PUT', '/api/admin/settings', { ...settings, contactEmail: 'desk@rules.test' }));
  // A staff member through an invitation, and one written as the staff fixtures write them.
  const invitation = await invited({ email: `editor-${randomUUID().slice(0, 8)}@rules.test`, role: 'editor', languageIds: [hi] });
  const accepted = await ok(accept(invitation.token, { name: 'Rules Editor', password: 'hindi-desk-secret' }), 201);
  editor = { email: accepted.email, password: 'hindi-desk-secret', uid: accepted.uid };
  const translator = await createStaff(host, { role: 'translator', languageIds: [hi] });
  // Readers: page views, an article view, an ad seen and clicked.
  expect((await sendBeacon(host.url, view('en'), { from: '127.0.0.2', ua: CHROME })).status).toBe(204);
  expect((await sendBeacon(host.url, view('hi', { page: 'article', articleId: article.id }), { from: '127.0.0.2', ua: CHROME })).status).toBe(204);
  expect((await host.post(`/api/articles/${article.id}/view`)).status).toBe(200);
  for (const kind of ['impression', 'click'] as const) {
    const res = await fetch(`${host.url}/api/ads/${ad.id}/${kind}`, { method: 'POST', headers: { 'user-agent': CHROME, 'content-type': 'application/json' }, body: JSON.stringify({ visitorId: randomUUID() }) });
    expect(res.status).toBe(202);
  }
  // What the triggers do after those answers, waited for by what it leaves, so the database the
  // browsers probe does not move under them: the readers of the day, the ad's counts, the article's
  // view in its stats, and the search vectors of its three language versions.
  await readersCounted(host);
  await adCounting.idle();
  expect(await host.services.repos.ads.counters(ad.id).totals()).toEqual({ impressions: 1, clicks: 1 });
  // vi.waitFor, not expect.poll: this is a hook, not a test.
  const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
  await waitFor(async () => {
    expect((await host.firestore.db.doc(`articleStats/${article.id}`).get()).get('views')).toBe(1);
  });
  const vectors = [`${article.id}_en`, `${article.id}_hi`, `${external.id}_en`].map((id) => host.firestore.db.doc(`articleEmbeddings/${id}`));
  await waitFor(async () => {
    expect((await host.firestore.db.getAll(...vectors)).map((d) => d.exists)).toEqual([true, true, true]);
  });
  ids = { articleId: article.id, slug, hi, adId: ad.id };

  identities = await Promise.all([
    openBrowser('not signed in'),
    openBrowser('the owner', ADMIN),
    openBrowser('an editor', editor),
    openBrowser('a translator', { email: translator.email, password: STAFF_PASSWORD }),
    openBrowser('a signed-in user who is not staff', READER),
  ]);
  apiBefore = await throughTheApi(ids);
  before = await settledDocuments();
});

afterAll(async () => {
  await Promise.all(browsers.map(closeBrowser));
  await host?.stop();
});

/** The subcollections the data layer names (documents.ts); every other name is a top-level collection. */
const SUBCOLLECTIONS: string[] = [COLLECTIONS.articleContent, COLLECTIONS.counters, COLLECTIONS.translationJobs, COLLECTIONS.revisions, COLLECTIONS.versions];

/** Collection ids by depth in the database: top-level ones, and subcollections (`articles/{id}/content`). */
function collectionsOf(docs: [string, unknown][]) {
  const top = new Set<string>();
  const sub = new Set<string>();
  for (const [path] of docs) {
    const segments = path.split('/');
    top.add(segments[0]!);
    for (let i = 2; i < segments.length; i += 2) sub.add(segments[i]!);
  }
  return { top, sub };
}

/**
 * What the probes cover: every collection the database holds after the seeding (so one the code
 * starts writing is covered without editing this file), and every collection the data layer names.
 */
function probed() {
  const found = collectionsOf(before);
  const named = [...Object.values(COLLECTIONS), ...Object.values(ANALYTICS_COLLECTIONS), ...Object.values(SITE_TEXT_COLLECTIONS)];
  return {
    top: [...new Set([...found.top, ...named.filter((n) => !SUBCOLLECTIONS.includes(n))])].sort(),
    sub: [...new Set([...found.sub, ...SUBCOLLECTIONS])].sort(),
  };
}

/** One existing document of each collection and subcollection the database holds. */
function representatives(): string[] {
  const byCollection = new Map<string, string>();
  for (const [path] of before) {
    const key = path.split('/').filter((_, i) => i % 2 === 0).join('/');
    if (!byCollection.has(key)) byCollection.set(key, path);
  }
  return [...byCollection.values()];
}

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

describe('firestore.rules on the emulator: browsers get nothing directly', () => {
  it('the content the API put in is in the database, under the collections the code names', () => {
    const { top, sub } = collectionsOf(before);
    // What the seeding above must have produced, or the probes below would probe empty ground.
    for (const name of ['articles', 'languages', 'ads', 'apiKeys', 'staff', 'staffInvites', 'meta', 'settings', 'auditLog', 'articleSlugs', 'loginAttempts', 'analyticsDays', 'analyticsVisitors']) {
      expect(top, `collection ${name}`).toContain(name);
    }
    for (const name of ['content', 'counters', 'revisions']) expect(sub, `subcollection ${name}`).toContain(name);
    expect(before.map(([p]) => p)).toContain('meta/ids');
    expect(before.map(([p]) => p)).toContain(`staff/${editor.uid}`);
  });

  it('refuses every read: documents, collections, collection groups and listeners, with either SDK', async () => {
    const { top, sub } = probed();
    const attempts: Attempt[] = [];
    for (const b of identities) {
      const add = (what: string, call: () => Promise<unknown>) => attempts.push({ who: b.who, what, call });
      for (const name of top) {
        add(`getDocs(${name})`, () => getDocs(collection(b.db, name)));
        add(`lite getDocs(${name})`, () => lite.getDocs(lite.collection(b.lite, name)));
        add(`onSnapshot(${name})`, () => listen(collection(b.db, name)));
      }
      for (const name of [...top, ...sub]) add(`getDocs(collectionGroup ${name})`, () => getDocs(collectionGroup(b.db, name)));
      for (const [path] of before) add(`getDoc(${path})`, () => getDoc(doc(b.db, path)));
      for (const path of representatives()) {
        add(`lite getDoc(${path})`, () => lite.getDoc(lite.doc(b.lite, path)));
        add(`onSnapshot(${path})`, () => listen(doc(b.db, path)));
      }
      add('getDocFromServer(meta/ids)', () => getDocFromServer(doc(b.db, 'meta/ids')));
      add('getDocsFromServer(articles where status == published)', () => getDocsFromServer(query(collection(b.db, 'articles'), where('status', '==', 'published'), limit(1))));
      add('getDoc(a document that does not exist)', () => getDoc(doc(b.db, 'articles', 'no-such-article')));
      // What a signed-in person might try first: their own staff document, or the staff list filtered to themselves.
      if (b.uid) {
        add('getDoc(staff/own uid)', () => getDoc(doc(b.db, 'staff', b.uid!)));
        add('getDocs(staff where email == own)', () => getDocs(query(collection(b.db, 'staff'), where('email', '==', getAuth(b.app).currentUser!.email))));
      }
    }
    expect(await notRefused(attempts)).toEqual([]);
  }, PROBES_TIMEOUT_MS);

  it('refuses every write: set, merge, update, delete, add, batches and transactions, with either SDK, and nothing changes', async () => {
    const { top } = probed();
    const attempts: Attempt[] = [];
    for (const b of identities) {
      const add = (what: string, call: () => Promise<unknown>) => attempts.push({ who: b.who, what, call, inOrder: !what.startsWith('lite ') });
      const probe = { probe: b.who, at: Date.now() };
      for (const name of top) {
        add(`addDoc(${name})`, () => addDoc(collection(b.db, name), probe));
        add(`lite setDoc(${name}/new)`, () => lite.setDoc(lite.doc(b.lite, name, `probe-${randomUUID()}`), probe));
      }
      for (const path of representatives()) {
        add(`setDoc(${path})`, () => setDoc(doc(b.db, path), probe));
        add(`setDoc(${path}, merge)`, () => setDoc(doc(b.db, path), probe, { merge: true }));
        add(`updateDoc(${path})`, () => updateDoc(doc(b.db, path), probe));
        add(`deleteDoc(${path})`, () => deleteDoc(doc(b.db, path)));
        add(`lite addDoc(${parentOf(path)})`, () => lite.addDoc(lite.collection(b.lite, parentOf(path)), probe));
        add(`lite updateDoc(${path})`, () => lite.updateDoc(lite.doc(b.lite, path), probe));
        add(`lite deleteDoc(${path})`, () => lite.deleteDoc(lite.doc(b.lite, path)));
      }
      for (const [path] of before) add(`lite setDoc(${path})`, () => lite.setDoc(lite.doc(b.lite, path), probe));
      // What someone would actually try: make themselves the owner, feature an article, reset the ids.
      const self = b.uid ?? 'anonymous';
      add('setDoc(staff/own uid as owner)', () => setDoc(doc(b.db, 'staff', self), { uid: self, email: 'me@rules.test', name: 'Me', role: 'owner', languageIds: 'all', status: 'active' }));
      add('updateDoc(the article: featured)', () => updateDoc(doc(b.db, 'articles', String(ids.articleId)), { isFeatured: true }));
      add('updateDoc(meta/ids)', () => updateDoc(doc(b.db, 'meta', 'ids'), { articles: 0 }));
      add('writeBatch across collections', () => {
        const batch = writeBatch(b.db);
        batch.set(doc(b.db, 'languages', '99'), { id: 99, code: 'xx', name: 'X', nativeName: 'X', isActive: true });
        batch.update(doc(b.db, 'articles', String(ids.articleId)), { slug: 'taken-over' });
        batch.delete(doc(b.db, 'ads', String(ids.adId)));
        return batch.commit();
      });
      add('runTransaction read then write', () =>
        runTransaction(b.db, async (tx) => {
          const current = await tx.get(doc(b.db, 'meta', 'ids'));
          tx.set(doc(b.db, 'meta', 'ids'), { ...current.data(), articles: 1 });
        }),
      );
      add('runTransaction write only', () =>
        runTransaction(b.db, async (tx) => {
          tx.delete(doc(b.db, 'articles', String(ids.articleId)));
        }),
      );
      add('lite writeBatch', () => {
        const batch = lite.writeBatch(b.lite);
        batch.delete(lite.doc(b.lite, 'staff', editor.uid));
        return batch.commit();
      });
      add('lite runTransaction', () =>
        lite.runTransaction(b.lite, async (tx) => {
          await tx.get(lite.doc(b.lite, 'settings', 'site'));
          tx.update(lite.doc(b.lite, 'settings', 'site'), { contactEmail: 'taken@rules.test' });
        }),
      );
    }
    expect(await notRefused(attempts)).toEqual([]);

    // Nothing changed: the database as the Admin SDK reads it, and what the console and readers see.
    expect(await settledDocuments()).toEqual(before);
    expect(await throughTheApi(ids)).toEqual(apiBefore);
  }, PROBES_TIMEOUT_MS);

  it('the functions still read and write the same documents through the Admin SDK (the emulator is up and serving)', async () => {
    const title = 'नियम अब भी लागू हैं';
    const res = await host.admin('PUT', `/api/admin/articles/${ids.articleId}/translations/${ids.hi}`, { title, content: '<p>फिर से।</p>', excerpt: 'नियम।', metaDescription: 'नियम।' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await host.firestore.db.doc(`articles/${ids.articleId}/content/${ids.hi}`).get();
    expect(stored.get('title')).toBe(title);
    expect((await (await host.get(`/api/articles/${ids.slug}?language=hi`)).json()).title).toBe(title);
    // The same document, still refused to every browser.
    const attempts = identities.map((b) => ({ who: b.who, what: 'getDoc(the changed content)', call: () => getDocFromServer(doc(b.db, `articles/${ids.articleId}/content/${ids.hi}`)) }));
    expect(await notRefused(attempts)).toEqual([]);
  });

  it('the refusals are the rules: on a project whose rules let one signed-in user read, the same kind of browser reads, and the host project still refuses', async () => {
    // A project of its own on the same emulator, with rules of its own (the emulator keeps rules per
    // project, as firebase-tools loads them), so the browsers, the sign-in and the connection are
    // shown to work, and the refusals above to come from firestore.rules.
    const projectId = newProjectId();
    const emulator = sharedFirestore();
    const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read: if request.auth != null && request.auth.token.email == '${READER.email}';
    }
  }
}`;
    const put = await fetch(`http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'security.rules', content: rules }] } }),
    });
    expect(put.status, await put.text()).toBe(200);
    const admin = emulatorClient(emulator, projectId);
    try {
      await admin.doc('notes/1').set({ text: 'readable by the reader' });
      const reader = await openBrowser('the reader on the control project', READER, projectId);
      const nobody = await openBrowser('nobody on the control project', undefined, projectId);
      expect((await getDocFromServer(doc(reader.db, 'notes/1'))).data()).toEqual({ text: 'readable by the reader' });
      expect((await lite.getDoc(lite.doc(reader.lite, 'notes/1'))).data()).toEqual({ text: 'readable by the reader' });
      expect(await outcome(() => getDocFromServer(doc(nobody.db, 'notes/1')))).toBe(DENIED);
      expect(await outcome(() => setDoc(doc(reader.db, 'notes/2'), { text: 'no' }))).toBe(DENIED);
      // The host's project kept firestore.rules: the same user is refused there.
      const hostReader = identities.find((b) => b.who === 'a signed-in user who is not staff')!;
      expect(await outcome(() => getDocFromServer(doc(hostReader.db, `articles/${ids.articleId}`)))).toBe(DENIED);
    } finally {
      await clearProject(emulator, projectId);
      await admin.terminate();
    }
  });
});
