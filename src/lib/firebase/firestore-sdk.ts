import type * as FirestoreSdk from 'firebase/firestore';
import { yieldToMain } from '../yield-to-main';
import type * as FirebaseAppModule from './app';

/**
 * The Firestore SDK, loaded on first use rather than with the screens that read it: a screen's
 * code paints first (with its loading state), and the SDK (about 130 KB gzip) arrives after.
 *
 * Every function below is the SDK's own, with the SDK's types; each may be called once
 * `loadFirestoreSdk()` has resolved. The data functions (`features/<name>/api`) await it first,
 * and live queries wait for it before they listen (src/lib/live-query.ts).
 */
type Sdk = typeof FirestoreSdk;

type AppModule = typeof FirebaseAppModule;

let loaded: Sdk | null = null;
let appModule: AppModule | null = null;
let loading: Promise<Sdk> | null = null;

/** Loads the SDK (and Firebase's app module) once; then every function here may be called. */
export function loadFirestoreSdk(): Promise<Sdk> {
  loading ??= Promise.all([import('firebase/firestore'), import('./app')]).then(
    async ([sdk, app]) => {
      // the SDK's evaluation is one long task: its first use waits for the next one
      await yieldToMain();
      loaded = sdk;
      appModule = app;
      return sdk;
    },
    (error: unknown) => {
      // a failed download (offline, a navigation) is tried again by the next caller
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const FIRESTORE_NOT_LOADED = 'The Firestore SDK is used before loadFirestoreSdk() resolved';

function sdk(): Sdk {
  if (!loaded) throw new Error(FIRESTORE_NOT_LOADED);
  return loaded;
}

/** The Firebase app (src/lib/firebase/app.ts), loaded with the SDK. */
export function loadedFirebaseApp(): ReturnType<AppModule['getFirebaseApp']> {
  if (!appModule) throw new Error(FIRESTORE_NOT_LOADED);
  return appModule.getFirebaseApp();
}

// Each wrapper reads the SDK's function when called, so a test's partial mock of the SDK only
// has to provide what the code under test uses.
const from = <K extends keyof Sdk>(name: K): Sdk[K] =>
  ((...args: unknown[]) => (sdk()[name] as (...values: unknown[]) => unknown)(...args)) as Sdk[K];

export const addDoc = from('addDoc');
export const collection = from('collection');
export const connectFirestoreEmulator = from('connectFirestoreEmulator');
export const deleteDoc = from('deleteDoc');
export const deleteField = from('deleteField');
export const doc = from('doc');
export const documentId = from('documentId');
export const getCountFromServer = from('getCountFromServer');
export const getDoc = from('getDoc');
export const getDocFromServer = from('getDocFromServer');
export const getDocs = from('getDocs');
export const getFirestore = from('getFirestore');
export const limit = from('limit');
export const onSnapshot = from('onSnapshot');
export const orderBy = from('orderBy');
export const query = from('query');
export const runTransaction = from('runTransaction');
export const serverTimestamp = from('serverTimestamp');
export const setDoc = from('setDoc');
export const startAfter = from('startAfter');
export const updateDoc = from('updateDoc');
export const where = from('where');
export const writeBatch = from('writeBatch');

/** The SDK's `Timestamp` factories. */
export const Timestamp = {
  fromMillis: (millis: number) => sdk().Timestamp.fromMillis(millis),
  fromDate: (date: Date) => sdk().Timestamp.fromDate(date),
  of: (seconds: number, nanoseconds: number) => new (sdk().Timestamp)(seconds, nanoseconds),
};

/**
 * Starts a listener once the SDK has loaded (`start` calls `onSnapshot`); returns the function
 * that stops it, or keeps it from starting. A failure to load or to start goes to `fail`.
 */
export function listenOnceLoaded(
  start: () => () => void,
  fail: (error: unknown) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  loadFirestoreSdk()
    .then(() => {
      if (!stopped) stop = start();
    })
    .catch(fail);
  return () => {
    stopped = true;
    stop?.();
  };
}
