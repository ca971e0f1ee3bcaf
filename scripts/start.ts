// `npm start`: builds the app and the functions, starts the local Firebase suite, seeds it and
// serves the built app through the Hosting emulator (so /api/* rewrites work).
// `npm run dev`: the same with the Vite dev server (hot reload) instead of the built app.
// Ctrl-C stops everything.
import { createServer, type ViteDevServer } from 'vite';
import { warmFunctions } from './lib/warm-functions.ts';
import { ACCOUNTS, DEMO_PASSWORD } from './lib/accounts.ts';
import { localAppEnv } from './lib/app-env.ts';
import { buildApp, buildFunctions } from './lib/build.ts';
import {
  hostingUrl,
  mailInboxUrl,
  portOffset,
  ROOT,
  searchDatabaseUrl,
} from './lib/emulator-config.ts';
import { choosePorts, startSuite, type Suite } from './lib/suite.ts';
import { seed } from './seed.ts';

const dev = process.argv.includes('--dev');
const started = Date.now();
const step = (text: string) =>
  console.log(`› ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

// npm start's own suite directory and log, one per port set (EMULATOR_PORT_OFFSET)
const suffix = portOffset() === 0 ? '' : `-${portOffset()}`;
const SUITE_DIR = `${ROOT}/.firebase-cache/suite${suffix}`;
let suite: Suite | undefined;
let vite: ViteDevServer | undefined;
let stopping: Promise<void> | undefined;

// npm and tsx pass a Ctrl-C on as well, so a signal often comes twice: the second one waits for
// the stop the first one began (it has deadlines of its own) instead of cutting it short
async function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    console.log('\nStopping…');
    await vite?.close();
    await suite?.stop();
  })();
  await stopping.catch((error: unknown) => console.error(error));
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

async function main(): Promise<void> {
  // before building: the app is built for these ports, and a busy set stops here
  await choosePorts({ alternate: false, stateDir: SUITE_DIR });
  if (dev) {
    step('Building the functions');
    buildFunctions();
  } else {
    step('Building the app and the functions');
    await buildApp();
    buildFunctions();
  }
  step(
    'Starting the Firebase emulator suite (auth, firestore, functions, hosting), the mail catcher and the search engine',
  );
  suite = await startSuite({
    logFile: `${ROOT}/.firebase-cache/emulators${suffix}.log`,
    stateDir: SUITE_DIR,
  });
  step('Seeding demo data');
  const summary = await seed();
  let url = hostingUrl;
  if (dev) {
    Object.assign(process.env, localAppEnv());
    vite = await createServer({ root: ROOT });
    await vite.listen();
    url = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? url;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const rows = Object.values(ACCOUNTS).map(
    (account) => `  ${account.label.padEnd(44)} ${account.email}`,
  );
  console.log(
    [
      '',
      `Ready in ${seconds} s${dev ? ' (dev server, hot reload)' : ''}: ${url}`,
      `Mail inbox: ${mailInboxUrl()} (every mail the functions send is caught there)`,
      `Search engine: ${searchDatabaseUrl()} (PGlite; npm run search:rebuild refills it from Firestore)`,
      `Seeded ${summary.jobs} jobs, ${summary.candidates} candidates, ${summary.features} feature suggestions, ${summary.auditEntries} audit entries.`,
      '',
      `Sign in with any of these (password: ${DEMO_PASSWORD}):`,
      ...rows,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
  // the functions' workers start now, so that the first click does not wait for one
  void warmFunctions().catch(() => undefined);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
