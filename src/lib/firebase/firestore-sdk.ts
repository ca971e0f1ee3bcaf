// The one way the app reaches Firestore: load the SDK (on first use, not with the screens that
// read it) and take the database in one call. The SDK's functions come only with the database,
// so none can be called before the SDK has arrived.
import type * as FirestoreSdk from 'firebase/firestore';
import { yieldToMain } from '../yield-to-main';
import type * as FirebaseAppModule from './app';
import { getDb, getDbOrNull } from './firestore';

type Sdk = typeof FirestoreSdk;

/**
 * The loaded SDK's functions (the SDK's own, with the SDK's types) and the app's database: what
 * every read, write and listener of `features/<name>/api` works with.
 */
export type LoadedFirestore = Sdk & { db: FirestoreSdk.Firestore };

interface Loaded {
  sdk: Sdk;
  app: typeof FirebaseAppModule;
}

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
let handle: LoadedFirestore | null = null;

/**
 * Loads the SDK (about 130 KB gzip) and Firebase's app module once: a screen's code paints first
 * (with its loading state), and the SDK arrives after. A failed download is tried again by the
 * next caller.
 */
function load(): Promise<Loaded> {
  loading ??= Promise.all([import('firebase/firestore'), import('./app')]).then(
    async ([sdk, app]) => {
      // the SDK's evaluation is one long task: its first use waits for the next one
      await yieldToMain();
      loaded = { sdk, app };
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts downloading the SDK ahead of its first use. */
export async function preloadFirestore(): Promise<void> {
  await load();
}

const withDb = (sdk: Sdk, db: FirestoreSdk.Firestore): LoadedFirestore => {
  if (handle?.db !== db) handle = { ...sdk, db };
  return handle;
};

/**
 * The SDK and the database, once loaded; throws the catalogued message when Firebase is not
 * configured. `const fs = await firestore(); await fs.getDoc(fs.doc(fs.db, path))`.
 */
export async function firestore(): Promise<LoadedFirestore> {
  const { sdk, app } = await load();
  return withDb(sdk, getDb(sdk, app.getFirebaseApp()));
}

/** The SDK and the database if the SDK has already loaded and there is a database, else null. */
export function loadedFirestoreOrNull(): LoadedFirestore | null {
  if (!loaded) return null;
  const db = getDbOrNull(loaded.sdk, loaded.app.getFirebaseApp());
  return db ? withDb(loaded.sdk, db) : null;
}

/** The SDK and the database once loaded, or null when there is no database to talk to. */
export async function firestoreOrNull(): Promise<LoadedFirestore | null> {
  await load();
  return loadedFirestoreOrNull();
}

/**
 * Starts a listener once the SDK has loaded (`start` calls `fs.onSnapshot`); returns the
 * function that stops it, or keeps it from starting. A failure to load or to start goes to `fail`.
 */
export function listenToFirestore(
  start: (fs: LoadedFirestore) => () => void,
  fail: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  firestore()
    .then((fs) => {
      if (!stopped) stop = start(fs);
    })
    .catch(fail);
  return () => {
    stopped = true;
    stop?.();
  };
}
