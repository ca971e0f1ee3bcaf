// Warming the Firestore triggers before the tests (scripts/lib/warm-functions.ts): the running
// functions emulator lists every trigger of functions/src/index.ts, and each takes its warming
// event (a document nobody has, no data) as nothing to do: it answers 200, its worker stays up,
// and nothing is written.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import {
  firestoreTriggers,
  warmingEvent,
  warmTrigger,
  type FirestoreTrigger,
} from '../../scripts/lib/warm-functions.ts';

let app: App;
let db: Firestore;
let triggers: FirestoreTrigger[];

beforeAll(async () => {
  Object.assign(process.env, emulatorEnv());
  app = initializeApp({ projectId: PROJECT_ID }, `warm-up-${Date.now()}`);
  db = getFirestore(app);
  triggers = await firestoreTriggers();
});
afterAll(async () => {
  await deleteApp(app);
});

describe('warming the Firestore triggers', () => {
  it('finds every Firestore trigger the functions export', async () => {
    const index = await import('../src/index.ts');
    const exported = Object.entries(index)
      .filter(([, value]) => {
        const endpoint = (value as { __endpoint?: { eventTrigger?: { eventType?: string } } })
          .__endpoint;
        return endpoint?.eventTrigger?.eventType?.startsWith('google.cloud.firestore.') ?? false;
      })
      .map(([name]) => `us-central1-${name}`)
      .sort();
    expect(exported.length).toBeGreaterThanOrEqual(14);
    expect(triggers.map((trigger) => trigger.id).sort()).toEqual(exported);
  });

  it('each takes its warming event as nothing to do and writes nothing', async () => {
    for (const trigger of triggers) {
      expect({ trigger: trigger.id, status: await warmTrigger(trigger) }).toEqual({
        trigger: trigger.id,
        status: 200,
      });
      const document = warmingEvent(trigger).document;
      expect({ document, exists: (await db.doc(document).get()).exists }).toEqual({
        document,
        exists: false,
      });
    }
  });
});
