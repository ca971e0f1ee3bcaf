// `npm run search:rebuild`: the search engine's rows made again from every job in Firestore, the
// source of truth (idempotent: the board is replaced in one transaction). Against the running
// local suite by default; `-- --production` reads the project of the Application Default
// Credentials and writes to the SEARCH_DATABASE_URL given (README, "Search engine").
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@contracts/collections';
import {
  createSearchPool,
  jobRow,
  migrate,
  replaceAllJobs,
  SEARCH_DATABASE_URL_VAR,
} from '../functions/src/lib/search/index.ts';
import { emulatorEnv, PROJECT_ID } from './lib/emulator-config.ts';

/** Reads every job of `firestore` and replaces the engine's rows with the open ones. */
export async function rebuildSearchIndex(
  firestore: Firestore,
  url = process.env[SEARCH_DATABASE_URL_VAR],
): Promise<{ jobs: number; open: number }> {
  if (!url) throw new Error(`${SEARCH_DATABASE_URL_VAR} is not set.`);
  const snapshot = await firestore.collection(COLLECTIONS.jobs).get();
  const rows = snapshot.docs.flatMap((doc) => jobRow(doc.id, doc.data()) ?? []);
  const pool = createSearchPool(url, 1);
  try {
    await migrate(pool);
    await replaceAllJobs(pool, rows);
  } finally {
    await pool.end();
  }
  return { jobs: snapshot.size, open: rows.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const production = process.argv.includes('--production');
  if (!production) Object.assign(process.env, emulatorEnv());
  const app = production
    ? initializeApp()
    : initializeApp({ projectId: PROJECT_ID }, `search-rebuild-${Date.now()}`);
  const started = Date.now();
  rebuildSearchIndex(getFirestore(app))
    .then(({ jobs, open }) =>
      console.log(
        `Rebuilt the search index in ${Date.now() - started} ms: ${open} open of ${jobs} jobs.`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => deleteApp(app));
}
