// The functions emulator starts a worker process for a function the first time it is called, and
// another for each call that arrives while the others are busy. On a busy 2-core machine each takes
// seconds; when the first screens of a run call a dozen functions at once, the workers start
// together and the first calls time out. Warming starts them one by one before anything waits.
import { CALLABLES } from '../../contracts/callables.ts';
import { PROJECT_ID, emulators, hostingUrl } from './emulator-config.ts';

const REGION = 'us-central1';
/** How many `api` workers a run's first screens keep busy at once (a page's beacons, a callable). */
const API_WORKERS = 4;
/** Workers started at a time: two cores. */
const AT_ONCE = 2;

/** Calls every callable once (refused: nobody is signed in) and the API `API_WORKERS` times at once. */
export async function warmFunctions(): Promise<{ functions: number; seconds: number }> {
  const started = Date.now();
  const base = `http://${emulators.functions.host}:${emulators.functions.port}/${PROJECT_ID}/${REGION}`;
  const names = [...new Set(Object.values(CALLABLES))];
  const queue = [...names];
  const callOne = async (name: string) => {
    await fetch(`${base}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      signal: AbortSignal.timeout(180_000),
    }).catch(() => undefined);
  };
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) await callOne(name);
    }),
  );
  // the API's workers: each request below holds one while the others start
  await Promise.all(
    Array.from({ length: API_WORKERS }, () =>
      fetch(`${hostingUrl}/api/health`, { signal: AbortSignal.timeout(180_000) }).catch(
        () => undefined,
      ),
    ),
  );
  return { functions: names.length + 1, seconds: (Date.now() - started) / 1000 };
}
