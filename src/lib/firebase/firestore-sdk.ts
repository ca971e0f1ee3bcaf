// The one way the app reaches Firestore: load the SDK (on first use, not with the screens that
// read it) and take the database in one call. The SDK's functions come only with the database,
// so none can be called before the SDK has arrived. One-time reads take the SDK's lite build
// (`firestore('read')`): a screen's first data needs neither the full SDK's download nor its long
// evaluation, which listeners and writes bring when they are first used.
import type * as FirestoreSdk from 'firebase/firestore';
import type * as LiteSdk from 'firebase/firestore/lite';
import { whenSettled, yieldToMain } from '../yield-to-main';
import type * as FirebaseAppModule from './app';
import { getDb, getDbOrNull } from './firestore';

type Sdk = typeof FirestoreSdk;

/**
 * The loaded SDK's functions (the SDK's own, with the SDK's types) and the app's database: what
 * every write and listener of `features/<name>/api` works with.
 */
export type LoadedFirestore = Sdk & { db: FirestoreSdk.Firestore };

/** The functions a one-time read uses, which the full SDK and its lite build both have. */
type ReadFunction =
  | 'collection'
  | 'collectionGroup'
  | 'doc'
  | 'documentId'
  | 'getCountFromServer'
  | 'getDoc'
  | 'getDocs'
  | 'limit'
  | 'orderBy'
  | 'query'
  | 'startAfter'
  | 'Timestamp'
  | 'where';

/**
 * What a one-time read works with: the lite build's functions and database until the full SDK
 * has loaded, the full SDK's after. Typed as the full SDK's, so that one converter and one
 * reference builder serve reads, writes and listeners alike (a builder takes `ReadingFirestore`,
 * which a `LoadedFirestore` is too); a reference only ever meets the functions of the build that
 * made it.
 */
export type ReadingFirestore = Pick<Sdk, ReadFunction> & { db: FirestoreSdk.Firestore };

interface Build<Module> {
  sdk: Module;
  app: typeof FirebaseAppModule;
}

/** A build of the SDK loaded once; a failed download is tried again by the next caller. */
function loader<Module>(load: () => Promise<Module>) {
  let loaded: Build<Module> | null = null;
  let loading: Promise<Build<Module>> | null = null;
  return {
    loaded: () => loaded,
    started: () => loading !== null,
    load: () =>
      (loading ??= Promise.all([load(), import('./app')]).then(
        async ([sdk, app]) => {
          // the SDK's evaluation is a long task: its first use waits for the next one
          await yieldToMain();
          loaded = { sdk, app };
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** The full SDK (about 130 KB gzip): listeners, writes, transactions. */
const full = loader(() => import('firebase/firestore'));
/** The lite build (about 30 KB gzip): one-time reads over plain requests. */
const lite = loader(() => import('firebase/firestore/lite'));

let handle: LoadedFirestore | null = null;
let liteHandle: ReadingFirestore | null = null;

const withDb = (sdk: Sdk, db: FirestoreSdk.Firestore): LoadedFirestore => {
  if (handle?.db !== db) handle = { ...sdk, db };
  return handle;
};

const withLiteDb = (sdk: typeof LiteSdk, db: LiteSdk.Firestore): ReadingFirestore => {
  if (liteHandle && (liteHandle.db as unknown) === db) return liteHandle;
  // the lite build's references and snapshots stand in for the full SDK's (see ReadingFirestore);
  // its count of a query is `getCount`
  const getCountFromServer = (query: LiteSdk.Query) => sdk.getCount(query);
  liteHandle = { ...sdk, getCountFromServer, db } as unknown as ReadingFirestore;
  return liteHandle;
};

/** Which build a caller needs: every function (`'all'`), or a one-time read's (`'read'`). */
type Use = 'all' | 'read';

/** Reads go through the full SDK once it is there or on its way, through the lite build before. */
const readsTakeLite = () => full.loaded() === null && !full.started();

/**
 * Starts downloading what the first reads need (`'read'`) or the full SDK ahead of its first use.
 */
export async function preloadFirestore(use: Use = 'all'): Promise<void> {
  await (use === 'read' && readsTakeLite() ? lite.load() : full.load());
}

/**
 * The SDK and the database, once loaded; throws the catalogued message when Firebase is not
 * configured. `const fs = await firestore(); await fs.setDoc(…)`; a one-time read takes
 * `firestore('read')`: `const fs = await firestore('read'); await fs.getDoc(fs.doc(fs.db, path))`.
 */
export async function firestore(): Promise<LoadedFirestore>;
export async function firestore(use: 'read'): Promise<ReadingFirestore>;
export async function firestore(use: Use = 'all'): Promise<ReadingFirestore> {
  if (use === 'read' && readsTakeLite()) {
    const { sdk, app } = await lite.load();
    return withLiteDb(sdk, getDb(sdk, app.getFirebaseApp()));
  }
  const { sdk, app } = await full.load();
  return withDb(sdk, getDb(sdk, app.getFirebaseApp()));
}

/**
 * The SDK and the database if the SDK has already loaded and there is a database, else null;
 * with `'read'`, whichever build one-time reads have loaded.
 */
export function loadedFirestoreOrNull(): LoadedFirestore | null;
export function loadedFirestoreOrNull(use: 'read'): ReadingFirestore | null;
export function loadedFirestoreOrNull(use: Use = 'all'): ReadingFirestore | null {
  const fullBuild = full.loaded();
  if (fullBuild) {
    const db = getDbOrNull(fullBuild.sdk, fullBuild.app.getFirebaseApp());
    return db ? withDb(fullBuild.sdk, db) : null;
  }
  const liteBuild = use === 'read' ? lite.loaded() : null;
  if (!liteBuild) return null;
  const db = getDbOrNull(liteBuild.sdk, liteBuild.app.getFirebaseApp());
  return db ? withLiteDb(liteBuild.sdk, db) : null;
}

/** The SDK and the database once loaded, or null when there is no database to talk to. */
export async function firestoreOrNull(): Promise<LoadedFirestore | null>;
export async function firestoreOrNull(use: 'read'): Promise<ReadingFirestore | null>;
export async function firestoreOrNull(use: Use = 'all'): Promise<ReadingFirestore | null> {
  if (use === 'read') {
    await preloadFirestore('read');
    return loadedFirestoreOrNull('read');
  }
  await full.load();
  return loadedFirestoreOrNull();
}

/**
 * Starts a listener (`start` calls `fs.onSnapshot`); returns the function that stops it, or keeps
 * it from starting. A listener follows changes after a first read has shown the data, so when the
 * full SDK is not there yet it loads once the page has settled (`whenSettled`: a few seconds after
 * the load event, in idle time), never competing with what the first screen runs. Nothing is
 * missed meanwhile: a listener's first snapshot is the data as it is then. Each listener starts
 * in a task of its own, so that those waiting for the SDK together make no long task. A failure to
 * load or to start goes to `fail`.
 */
export function listenToFirestore(
  start: (fs: LoadedFirestore) => () => void,
  fail: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  (full.loaded() ? Promise.resolve() : whenSettled())
    .then(() => (stopped ? null : firestore()))
    .then(async (fs) => {
      if (!fs || stopped) return;
      // each in a task of its own: the SDK's first work for a listener (its local query, its
      // target) takes 10-20 ms, and a dashboard's listeners, all waiting for the SDK, started
      // together made one task of 60-70 ms (over 250 ms at Lighthouse's 4× slower phone)
      await yieldToMain();
      if (!stopped) stop = start(fs);
    })
    .catch(fail);
  return () => {
    stopped = true;
    stop?.();
  };
}
