// The audit trail's hash chain on the emulators: every new auditLogs entry, written by a person
// through the web SDK (as firestore.rules allow) or by the server, gets the next link from the
// chainAuditLog trigger; the verifyAuditChain callable (admins only) finds any stored entry
// altered, deleted or re-linked. Other suites write entries at the same time, so each check looks
// at a range around this file's own entries; every tampered entry is put back as it was.
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore as getClientFirestore,
  serverTimestamp,
  Timestamp as ClientTimestamp,
  writeBatch,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPort, PROJECT_ID } from '../../scripts/lib/emulator-config.ts';
import { chainAuditEntry, sha256 } from '../src/audit/chain-entry.ts';
import {
  AUDIT_CHAIN_HEAD_PATH,
  auditExpiry,
  CALLABLES,
  type ChainLink,
  type VerifyAuditChainResult,
} from '../src/contracts.ts';
import { entryContent, GENESIS_HASH, linkHash } from '../src/domain.ts';
import { writeAudit } from '../src/lib/audit.ts';
import {
  call,
  eventually,
  useHarness,
  PASSWORD,
  reasonOf,
  type Account,
} from './lib/callable-harness.ts';

const h = useHarness('chain');
let admin: Account;
let seeker: Account;
let employer: Account;
let client: FirebaseApp;
let clientDb: ClientFirestore;

beforeAll(async () => {
  admin = await h.account('admin', { role: 'admin' });
  seeker = await h.account('seeker', { role: 'jobSeeker' });
  employer = await h.account('employer', { role: 'employer' });
  client = initializeClientApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key' },
    h.unique('client'),
  );
  connectAuthEmulator(getAuth(client), `http://${hostPort('auth')}`, { disableWarnings: true });
  const [host, port] = hostPort('firestore').split(':');
  clientDb = getClientFirestore(client);
  connectFirestoreEmulator(clientDb, host!, Number(port));
  await signInWithEmailAndPassword(getAuth(client), seeker.email, PASSWORD);
});

afterAll(async () => {
  await deleteClientApp(client);
});

const logs = () => h.db.collection('auditLogs');

/**
 * The job seeker's own entry, written through the web SDK as the app writes one: with the move
 * of their quota (auditQuotas/{uid}) in the same batch. The quota is not what these tests are
 * about: it is cleared first, so each entry starts a window of its own.
 */
async function clientEntry(index: number): Promise<string> {
  await h.db.doc(`auditQuotas/${seeker.uid}`).delete();
  const ref = doc(collection(clientDb, 'auditLogs'));
  const batch = writeBatch(clientDb);
  batch.set(doc(clientDb, 'auditQuotas', seeker.uid), {
    windowStart: serverTimestamp(),
    count: 1,
    entryId: ref.id,
  });
  batch.set(ref, {
    action: 'SESSION_EXTENDED',
    userId: seeker.uid,
    userEmail: seeker.email,
    userRole: 'jobSeeker',
    success: true,
    errorMessage: null,
    targetResource: null,
    // a client names no target and keeps to short known metadata (firestore.rules)
    targetResourceId: null,
    metadata: { reason: `chain-${index}`, cause: 'activity' },
    timestamp: serverTimestamp(),
    expireAt: ClientTimestamp.fromMillis(auditExpiry(Date.now())),
  });
  await batch.commit();
  return ref.id;
}

/** An entry written by the server (functions/src/lib/audit.ts). */
async function serverEntry(index: number): Promise<string> {
  const ref = await writeAudit(h.db, {
    action: 'VIEW_SENSITIVE_DATA',
    userId: admin.uid,
    userEmail: admin.email,
    userRole: 'admin',
    targetResource: 'users',
    targetResourceId: h.unique('target'),
    metadata: { index },
  });
  return ref.id;
}

/** The entry's link, once the trigger has written it. */
async function linkOf(entryId: string): Promise<ChainLink> {
  return eventually(async () => {
    const link = (await logs().doc(entryId).get()).get('chain') as ChainLink | undefined;
    return link;
  }, `the link of auditLogs/${entryId}`);
}

const verify = (input: Record<string, unknown>, caller: Account | null = admin) =>
  call<VerifyAuditChainResult>(CALLABLES.verifyAuditChain, input, caller);

async function verified(input: Record<string, unknown>): Promise<VerifyAuditChainResult> {
  const answer = await verify(input);
  if (!answer.result) throw new Error(`verifyAuditChain refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Changes the stored entry with `change`, runs `check`, then puts the entry back as it was. */
async function tampered(
  entryId: string,
  change: (ref: DocumentReference) => Promise<unknown>,
  check: () => Promise<void>,
) {
  const ref = logs().doc(entryId);
  const original = (await ref.get()).data()!;
  await change(ref);
  try {
    await check();
  } finally {
    await ref.set(original);
  }
}

let ids: string[] = [];
let links: ChainLink[] = [];

describe('the chain trigger', () => {
  it('chains entries written by a person and by the server, in the order they were written', async () => {
    ids = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push(index % 2 === 0 ? await clientEntry(index) : await serverEntry(index));
    }
    links = await Promise.all(ids.map(linkOf));
    const seqs = links.map((link) => link.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);

    for (const [index, link] of links.entries()) {
      const data = (await logs().doc(ids[index]!).get()).data()!;
      // the link's hash covers the stored content and the previous link's hash
      expect(link.hash).toBe(linkHash(entryContent(data), link.seq, link.prevHash, sha256));
      const previous = await logs()
        .where('chain.seq', '==', link.seq - 1)
        .get();
      const expectedPrev =
        link.seq === 1 ? GENESIS_HASH : (previous.docs[0]?.get('chain.hash') as string);
      expect(link.prevHash).toBe(expectedPrev);
    }
    const head = (await h.db.doc(AUDIT_CHAIN_HEAD_PATH).get()).data()!;
    expect(head.seq).toBeGreaterThanOrEqual(links.at(-1)!.seq);
  });

  it('leaves an entry that is already chained alone (a retried event)', async () => {
    const ref = logs().doc(ids[0]!);
    const before = (await ref.get()).data()!;
    // the same entry created again (as a restore would): the trigger runs, and keeps its link
    await ref.delete();
    await ref.create(before);
    // what the retried event does, once more here, answers that it left the entry alone
    expect(await chainAuditEntry(h.db, ref.id)).toBe('already-chained');
    // an entry written after it has been chained by the trigger: the re-created one was handled
    const probe = await serverEntry(99);
    await linkOf(probe);
    expect((await ref.get()).get('chain')).toEqual(before.chain);
  });
});

describe('verifyAuditChain', () => {
  const range = () => ({ fromSeq: links[0]!.seq, toSeq: links.at(-1)!.seq });

  it('finds the chain intact over a range, and over the whole kept chain by default', async () => {
    const result = await verified(range());
    expect(result).toMatchObject({
      checked: range().toSeq - range().fromSeq + 1,
      firstSeq: range().fromSeq,
      lastSeq: range().toSeq,
      broken: null,
      capped: false,
    });
    expect(result.headSeq).toBeGreaterThanOrEqual(range().toSeq);
    const whole = await verified({});
    expect(whole.broken).toBeNull();
    expect(whole.lastSeq).toBe(whole.headSeq);
  });

  it('detects a change to any stored field of an entry, by a client’s or the server’s', async () => {
    for (const index of [2, 3]) {
      const entryId = ids[index]!;
      const data = (await logs().doc(entryId).get()).data()!;
      const stamp = data.timestamp as Timestamp;
      const changes: Record<string, unknown>[] = [
        { action: 'LOGIN' },
        { userId: employer.uid },
        { userEmail: 'someone@else.test' },
        { userRole: 'employer' },
        { success: false },
        { errorMessage: 'hidden' },
        { targetResource: 'jobs' },
        { targetResourceId: 'another' },
        { 'metadata.index': 1000 + index },
        { metadata: {} },
        // one microsecond later: Firestore keeps timestamps to the microsecond
        { timestamp: new Timestamp(stamp.seconds, (stamp.nanoseconds + 1_000) % 1e9) },
        { expireAt: Timestamp.fromMillis(Date.now() + 400 * 86_400_000) },
        { added: 'a field the entry did not have' },
        { errorMessage: FieldValue.delete() },
      ];
      for (const change of changes) {
        await tampered(
          entryId,
          (ref) => ref.update(change),
          async () => {
            const result = await verified(range());
            expect(result.broken, JSON.stringify(change)).toEqual({
              seq: links[index]!.seq,
              entryId,
              reason: 'content-altered',
            });
          },
        );
      }
    }
    expect((await verified(range())).broken).toBeNull();
  });

  it('detects a deleted entry as a missing link', async () => {
    const entryId = ids[2]!;
    await tampered(
      entryId,
      (ref) => ref.delete(),
      async () => {
        const result = await verified(range());
        expect(result.broken).toMatchObject({ seq: links[2]!.seq, reason: 'link-missing' });
        // the link to open: the entry after the gap
        const after = await logs()
          .where('chain.seq', '==', links[2]!.seq + 1)
          .get();
        expect(result.broken?.entryId).toBe(after.docs[0]?.id);
      },
    );
    expect((await verified(range())).broken).toBeNull();
  });

  it('detects an edited link: its hash, its prevHash, its seq', async () => {
    const entryId = ids[4]!;
    const link = links[4]!;
    const seq = link.seq;
    const edits: [Record<string, unknown>, string][] = [
      [{ 'chain.hash': 'a'.repeat(64) }, 'content-altered'],
      [{ 'chain.prevHash': 'b'.repeat(64) }, 'relinked'],
      [{ 'chain.seq': seq + 1_000_000 }, 'link-missing'],
    ];
    for (const [edit, reason] of edits) {
      await tampered(
        entryId,
        (ref) => ref.update(edit),
        async () => {
          const result = await verified(range());
          expect(result.broken, JSON.stringify(edit)).toMatchObject({ seq, reason });
        },
      );
    }
    // an entry re-hashed to fit its altered content breaks the link after it
    await tampered(
      entryId,
      async (ref) => {
        const data = (await ref.get()).data()!;
        const altered: Record<string, unknown> = { ...data, success: false };
        delete altered.chain;
        const hash = linkHash(entryContent(altered), seq, link.prevHash, sha256);
        await ref.set({ ...altered, chain: { ...link, hash } });
      },
      async () => {
        const result = await verified(range());
        expect(result.broken).toMatchObject({ seq: seq + 1, reason: 'relinked' });
      },
    );
    expect((await verified(range())).broken).toBeNull();
  });

  it('detects the newest entry deleted: the chain no longer reaches its head', async () => {
    const entryId = await serverEntry(100);
    const link = await linkOf(entryId);
    await tampered(
      entryId,
      (ref) => ref.delete(),
      async () => {
        // other suites may have chained entries after it: then it is a missing link
        const result = await verified({ fromSeq: link.seq - 1 });
        expect(result.broken?.reason).toMatch(/^(head-mismatch|link-missing)$/);
        expect(result.broken?.seq).toBe(link.seq);
      },
    );
    expect((await verified({ fromSeq: link.seq - 1 })).broken).toBeNull();
  });

  it('answers only an administrator, and refuses a range that runs backwards', async () => {
    await expect(reasonOf(CALLABLES.verifyAuditChain, {}, seeker)).resolves.toBe('forbidden');
    await expect(reasonOf(CALLABLES.verifyAuditChain, {}, employer)).resolves.toBe('forbidden');
    await expect(reasonOf(CALLABLES.verifyAuditChain, {}, null)).resolves.toBe('not-signed-in');
    const disabled = await h.account('disabled-admin', { role: 'admin', disabled: true });
    await expect(reasonOf(CALLABLES.verifyAuditChain, {}, disabled)).resolves.toBe('forbidden');
    await expect(
      reasonOf(CALLABLES.verifyAuditChain, { fromSeq: 5, toSeq: 2 }, admin),
    ).resolves.toBe('invalid-input');
    await expect(reasonOf(CALLABLES.verifyAuditChain, { fromSeq: 'x' }, admin)).resolves.toBe(
      'invalid-input',
    );
  });
});

describe('chaining many entries at once', () => {
  // 17 transactions contend for the one head document: each round lets one or a few through and
  // the rest retry after a backoff that grows by half each time (the Admin SDK's), so on a busy
  // machine the last writer may wait over a minute; what is tested is the order, not the speed
  it(
    'gives each its own seq, one after the other, however the writers interleave',
    { timeout: 180_000 },
    async () => {
      // a project of its own: its chain holds this test's entries only
      const app = initializeApp({ projectId: `${PROJECT_ID}-chain-race` }, h.unique('race'));
      try {
        const db = getFirestore(app);
        await db.recursiveDelete(db.collection('auditLogs'));
        await db.recursiveDelete(db.collection('auditChain'));
        const refs = await Promise.all(
          Array.from({ length: 16 }, async (_, index) => {
            const ref = db.collection('auditLogs').doc(`race-${index}`);
            await ref.set({
              action: 'LOGIN',
              userId: `racer-${index}`,
              userEmail: null,
              userRole: 'jobSeeker',
              success: true,
              errorMessage: null,
              targetResource: null,
              targetResourceId: null,
              metadata: {},
              timestamp: Timestamp.now(),
              expireAt: Timestamp.fromMillis(auditExpiry(Date.now())),
            });
            return ref;
          }),
        );
        // every entry chained by a writer of its own, all at the same time, one of them twice
        const outcomes = await Promise.all(
          [...refs, refs[0]!].map((ref) => chainAuditEntry(db, ref.id)),
        );
        expect(outcomes.filter((outcome) => outcome === 'chained')).toHaveLength(16);
        const links = (await Promise.all(refs.map((ref) => ref.get()))).map(
          (entry) => entry.get('chain') as ChainLink,
        );
        const bySeq = [...links].sort((a, b) => a.seq - b.seq);
        expect(bySeq.map((link) => link.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
        expect(bySeq[0]!.prevHash).toBe(GENESIS_HASH);
        for (let i = 1; i < bySeq.length; i += 1) {
          expect(bySeq[i]!.prevHash).toBe(bySeq[i - 1]!.hash);
        }
        const head = await db.doc(AUDIT_CHAIN_HEAD_PATH).get();
        expect(head.get('seq')).toBe(16);
        expect(head.get('hash')).toBe(bySeq[15]!.hash);
      } finally {
        await deleteApp(app);
      }
    },
  );
});
