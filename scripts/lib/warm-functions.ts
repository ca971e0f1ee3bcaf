// The functions emulator starts a worker process for a function the first time it is called, and
// another for each call that arrives while the others are busy. On a busy 2-core machine each takes
// seconds; when the first screens of a run call a dozen functions at once, the workers start
// together and the first calls time out. Warming starts them one by one before anything waits.
//
// The Firestore triggers matter even more: the Firestore emulator delivers its events one at a
// time, each after the previous function has finished, so a trigger's first event, which waits
// for its worker to start, holds up every event behind it, of every trigger. A trigger is warmed
// with an event of its own, sent straight to the functions emulator: a CloudEvent about a document
// that does not exist and without data, which each trigger's handler takes as nothing to do.
import { CALLABLES } from '../../contracts/callables.ts';
import { PROJECT_ID, emulators, hostingUrl } from './emulator-config.ts';

const REGION = 'us-central1';
/** How many `api` workers a run's first screens keep busy at once (a page's beacons, a callable). */
const API_WORKERS = 4;
/** Workers started at a time: two cores. */
const AT_ONCE = 2;
const CALL_TIMEOUT_MS = 180_000;
/** How many reloads of the functions' definitions warmTrigger looks past (a run has one). */
const MAX_GENERATIONS = 20;
/** The id every wildcard of a warming event's document gets: no document has it. */
export const WARM_UP_ID = '~warm-up~';

const functionsBase = () => `http://${emulators.functions.host}:${emulators.functions.port}`;

/** A Firestore trigger as the functions emulator lists it (GET /backends). */
export interface FirestoreTrigger {
  /** `us-central1-sendMail` */
  id: string;
  /** `google.cloud.firestore.document.v1.created` */
  eventType: string;
  /** `mail/{mailId}` */
  document: string;
}

interface ListedTrigger {
  id?: unknown;
  eventTrigger?: { eventType?: unknown; eventFilterPathPatterns?: { document?: unknown } };
}

/** The Firestore triggers the running functions emulator has loaded. */
export async function firestoreTriggers(): Promise<FirestoreTrigger[]> {
  const response = await fetch(`${functionsBase()}/backends`, {
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body = (await response.json()) as { backends?: { functionTriggers?: ListedTrigger[] }[] };
  const listed = (body.backends ?? []).flatMap((backend) => backend.functionTriggers ?? []);
  const seen = new Set<string>();
  // listed once per generation of definitions (see warmTrigger)
  return listed.flatMap(({ id, eventTrigger }) => {
    const eventType = eventTrigger?.eventType;
    const document = eventTrigger?.eventFilterPathPatterns?.document;
    if (typeof id !== 'string' || typeof eventType !== 'string' || typeof document !== 'string') {
      return [];
    }
    if (!eventType.startsWith('google.cloud.firestore.') || seen.has(id)) return [];
    seen.add(id);
    return [{ id, eventType, document }];
  });
}

export interface WarmingEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  time: string;
  project: string;
  database: string;
  namespace: string;
  document: string;
}

/** The warming CloudEvent of a trigger: its own type, a document nobody has, no data. */
export function warmingEvent(trigger: FirestoreTrigger): WarmingEvent {
  const database = '(default)';
  return {
    specversion: '1.0',
    id: `${WARM_UP_ID}-${trigger.id}`,
    source: `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/${database}`,
    type: trigger.eventType,
    time: new Date().toISOString(),
    project: PROJECT_ID,
    database,
    namespace: database,
    document: trigger.document.replace(/\{[^}]+\}/g, WARM_UP_ID),
  };
}

/**
 * Sends a trigger its warming event and answers the emulator's status: 200 once the handler has
 * run through. The emulator keys an event trigger by its id and the generation of its loaded
 * definitions, which each reload moves on (the seed's switching the triggers off and on again is
 * one); the keys of earlier generations answer 204, disabled, and the first unknown one 404.
 */
export async function warmTrigger(trigger: FirestoreTrigger): Promise<number> {
  let status = 404;
  for (let generation = 0; generation < MAX_GENERATIONS; generation += 1) {
    const response = await fetch(
      `${functionsBase()}/functions/projects/${PROJECT_ID}/triggers/${trigger.id}-${generation}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/cloudevents+json' },
        body: JSON.stringify(warmingEvent(trigger)),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      },
    );
    await response.arrayBuffer();
    status = response.status;
    if (status !== 204) break;
  }
  return status;
}

async function callCallable(name: string): Promise<void> {
  await fetch(`${functionsBase()}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
}

/**
 * Starts the workers: each Firestore trigger's first (the integration tests beside the warm-up
 * wait on triggers), then every callable's once (refused: nobody is signed in), then the API's
 * `API_WORKERS` at once. Answers how many functions it warmed and the triggers that did not
 * take their warming event.
 */
export async function warmFunctions(): Promise<{
  functions: number;
  seconds: number;
  unwarmed: string[];
}> {
  const started = Date.now();
  const unwarmed: string[] = [];
  const triggers = await firestoreTriggers().catch(() => []);
  if (triggers.length === 0) unwarmed.push('the Firestore triggers (the emulator listed none)');
  const jobs: (() => Promise<void>)[] = [
    ...triggers.map((trigger) => async () => {
      const status = await warmTrigger(trigger).catch(() => 0);
      if (status !== 200) unwarmed.push(`${trigger.id} (${status || 'no answer'})`);
    }),
    ...[...new Set(Object.values(CALLABLES))].map(
      (name) => () => callCallable(name).catch(() => undefined),
    ),
  ];
  const total = jobs.length + 1;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
  // the API's workers: each request below holds one while the others start
  await Promise.all(
    Array.from({ length: API_WORKERS }, () =>
      fetch(`${hostingUrl}/api/health`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }).catch(
        () => undefined,
      ),
    ),
  );
  return { functions: total, seconds: (Date.now() - started) / 1000, unwarmed };
}
