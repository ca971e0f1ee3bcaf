// The verifyAuditChain callable: an admin checks the audit trail's hash chain over a range of
// links (domain/audit-chain.ts). The links are read in seq order, a page at a time, and each
// page is verified as it comes, carrying the last link over to the next page.
//
// The range: by default the whole kept chain (its newest VERIFY_CHAIN_MAX_LINKS links). Entries
// expire by TTL after 90 days, so the range never starts before the oldest surviving link, whose
// prevHash is then the anchor; a range that starts later is anchored on the link before it. The
// range ends at the head as read when the call starts (entries chained meanwhile are not in it),
// and when it ends at the head the last link must be the head's.
import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import {
  AUDIT_CHAIN_HEAD_PATH,
  CHAIN_FIELD,
  COLLECTIONS,
  VERIFY_CHAIN_MAX_LINKS,
  VERIFY_CHAIN_PAGE_SIZE,
  type ChainVerification,
  type VerifyAuditChainResult,
  type CallableInput,
} from '../contracts.js';
import { readChainHead, verifyChain, type ChainAnchor } from '../domain.js';
import type { Caller } from '../lib/callable.js';
import { requireAdmin } from '../lib/require-admin.js';
import { sha256 } from './chain-entry.js';

const SEQ = `${CHAIN_FIELD}.seq`;

const seqOf = (snapshot: DocumentSnapshot | undefined): number | null => {
  const seq: unknown = snapshot?.get(SEQ);
  return typeof seq === 'number' && Number.isInteger(seq) ? seq : null;
};

export async function verifyAuditChain(
  firestore: Firestore,
  caller: Caller,
  input: CallableInput<'verifyAuditChain'>,
): Promise<VerifyAuditChainResult> {
  await requireAdmin(firestore, caller, 'verify the audit trail');
  const now = Date.now();
  const logs = firestore.collection(COLLECTIONS.auditLogs);

  const headSnapshot = await firestore.doc(AUDIT_CHAIN_HEAD_PATH).get();
  const head = readChainHead(headSnapshot.exists ? headSnapshot.data() : undefined);
  if (!head) {
    // the head is written by the server alone: a head that is not one was tampered with
    return {
      checked: 0,
      firstSeq: null,
      lastSeq: null,
      headSeq: 0,
      capped: false,
      broken: { seq: 0, entryId: '', reason: 'head-mismatch' },
    };
  }
  const oldest = seqOf((await logs.orderBy(SEQ).limit(1).get()).docs[0]);

  // the range: within [oldest surviving, head], at most VERIFY_CHAIN_MAX_LINKS long
  const to = Math.min(input.toSeq ?? head.seq, head.seq);
  let from = Math.max(input.fromSeq ?? 1, oldest ?? 1);
  let capped = false;
  if (to - from + 1 > VERIFY_CHAIN_MAX_LINKS) {
    capped = true;
    if (input.fromSeq === undefined) from = to - VERIFY_CHAIN_MAX_LINKS + 1;
  }
  const last = Math.min(to, from + VERIFY_CHAIN_MAX_LINKS - 1);
  const reachesHead = last === head.seq;
  const empty: ChainVerification = { checked: 0, firstSeq: null, lastSeq: null, broken: null };
  if (from > last) {
    // nothing in range; a head with links but none found is checked against the head
    const result = reachesHead && head.seq > 0 ? verifyChain([], sha256, { head, now }) : empty;
    return { ...result, headSeq: head.seq, capped };
  }

  // the anchor: the hash of the link before the range, when it survives
  const anchor: ChainAnchor = { fromSeq: from, now };
  if (from > 1) {
    const before = (
      await logs
        .where(SEQ, '==', from - 1)
        .limit(1)
        .get()
    ).docs[0];
    const hash: unknown = before?.get(`${CHAIN_FIELD}.hash`);
    if (typeof hash === 'string') anchor.prevHash = hash;
  }

  const entryOf = (snapshot: DocumentSnapshot) => ({
    id: snapshot.id,
    data: snapshot.data() ?? {},
  });
  const range: Query = logs.where(SEQ, '>=', from).where(SEQ, '<=', last).orderBy(SEQ);
  let total: ChainVerification = empty;
  let lastDoc: DocumentSnapshot | null = null;
  for (let read = 0; read <= VERIFY_CHAIN_MAX_LINKS; read += VERIFY_CHAIN_PAGE_SIZE) {
    const page = await (lastDoc ? range.startAfter(lastDoc) : range)
      .limit(VERIFY_CHAIN_PAGE_SIZE)
      .get();
    const result = verifyChain(page.docs.map(entryOf), sha256, anchor);
    total = {
      checked: total.checked + result.checked,
      firstSeq: total.firstSeq ?? result.firstSeq,
      lastSeq: result.lastSeq ?? total.lastSeq,
      broken: result.broken,
    };
    lastDoc = page.docs.at(-1) ?? lastDoc;
    if (result.broken || page.size < VERIFY_CHAIN_PAGE_SIZE) break;
    // the next page follows this one's last link
    const link = lastDoc?.get(CHAIN_FIELD) as { seq: number; hash: string };
    anchor.fromSeq = link.seq + 1;
    anchor.prevHash = link.hash;
  }
  if (total.broken) return { ...total, headSeq: head.seq, capped };

  // the end of the range: links missing there show against the head, or the link after the range
  const tail = lastDoc ? [entryOf(lastDoc)] : [];
  const endSeq = total.lastSeq ?? from - 1;
  if (reachesHead) {
    total.broken = verifyChain(tail, sha256, { head, now }).broken;
  } else if (endSeq < last) {
    const next = (await logs.where(SEQ, '>', endSeq).orderBy(SEQ).limit(1).get()).docs[0];
    total.broken = next
      ? verifyChain([entryOf(next)], sha256, { fromSeq: endSeq + 1, now }).broken
      : verifyChain(tail, sha256, { head, now }).broken;
    if (total.broken && total.broken.reason !== 'link-missing' && next) total.broken = null;
  }
  return { ...total, headSeq: head.seq, capped };
}
