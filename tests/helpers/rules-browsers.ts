/**
 * Browsers for tests/host/firestore-rules.test.ts: the Firebase web SDK (full and lite) signed in
 * through a host's Auth emulator and connected to its project on the Cloud Firestore emulator, and
 * running thousands of their calls to see which the rules let through.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, onSnapshot, terminate, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import type { AdminTestHost } from './admin-host.js';

/** Each client call settles in well under a second on the emulator; past this it is a hang, reported as such. */
export const CALL_TIMEOUT_MS = 10_000;
export const DENIED = 'permission-denied';
/**
 * Time for a test's thousands of calls, on a 2-core machine that is busy with other test files: a
 * rule that lets something through then fails the test with the list of what got through.
 */
export const PROBES_TIMEOUT_MS = 120_000;
/** Calls in flight at once (besides each browser's write stream). */
const PARALLEL = 32;

export interface Browser {
  who: string;
  app: FirebaseApp;
  db: Firestore;
  lite: lite.Firestore;
  uid: string | null;
}
/**
 * Browsers of the host's users: `open` gives one on `projectId` (the host's by default) signed in
 * as `account` (or not at all), both SDKs on the emulators; `closeAll` ends every one opened.
 */
export function rulesBrowsers(host: () => AdminTestHost) {
  const browsers: Browser[] = [];
  return {
    open: (who: string, account?: { email: string; password: string }, projectId?: string) => openBrowser(host(), browsers, who, account, projectId),
    closeAll: () => Promise.all(browsers.splice(0).map(closeBrowser)),
  };
}

async function openBrowser(host: AdminTestHost, browsers: Browser[], who: string, account?: { email: string; password: string }, projectId = host.firestore.projectId): Promise<Browser> {
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
export async function outcome(call: () => Promise<unknown>): Promise<string> {
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
export function listen(target: DocumentReference | Query): Promise<void> {
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

export interface Attempt {
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
export async function notRefused(attempts: Attempt[]): Promise<string[]> {
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

