/**
 * The Firebase web SDK for the console, configured at run time from /__/firebase/init.json: Firebase
 * Hosting serves it in production, and the local host serves it with `authEmulatorHost` (where its
 * Auth emulator listens), so one build of the web app runs everywhere (DESIGN.md).
 */
import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

export const FIREBASE_INIT_PATH = '/__/firebase/init.json';

interface InitJson extends FirebaseOptions {
  /** Only the local host sends this: e.g. "http://127.0.0.1:9099". */
  authEmulatorHost?: string;
}

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
}

const APP_NAME = 'cryptolekh-admin';
let loading: Promise<FirebaseHandles> | undefined;

/** Loads the config once per page and initialises the app (a failed load may be retried). */
export function loadFirebase(): Promise<FirebaseHandles> {
  loading ??= (async () => {
    const res = await fetch(FIREBASE_INIT_PATH, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const { authEmulatorHost, ...options } = (await res.json()) as InitJson;
    const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(options, APP_NAME);
    const auth = getAuth(app);
    // The emulator must be connected before the first call; the warning banner would cover the page.
    if (authEmulatorHost && !auth.emulatorConfig) connectAuthEmulator(auth, authEmulatorHost, { disableWarnings: true });
    return { app, auth };
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
