/**
 * Stands in for the Firebase products the console never uses in the browser (Firestore, Realtime
 * Database, Storage, Functions, Remote Config): clients get no direct access to them (DESIGN.md;
 * firestore.rules, storage.rules). reactfire is one file that imports all of them for its other
 * hooks, which would add ~540 KB (160 KB gzipped) to the console chunk; vite.config.ts points
 * those imports here. Only reactfire's auth and app hooks are used. If a screen ever needs one of
 * these products for real, remove its alias there.
 */
const unused = (): never => {
  throw new Error('This Firebase product is aliased to a stub in web/vite.config.ts; the console does not use it.');
};

export {
  unused as ensureInitialized,
  unused as get,
  unused as getAll,
  unused as getBoolean,
  unused as getDownloadURL,
  unused as getNumber,
  unused as getString,
  unused as getValue,
  unused as httpsCallable,
  unused as off,
  unused as onChildAdded,
  unused as onChildChanged,
  unused as onChildMoved,
  unused as onChildRemoved,
  unused as onSnapshot,
  unused as onValue,
  unused as queryEqual,
  unused as ref,
};
