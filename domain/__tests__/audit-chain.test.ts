import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_MS } from '../../contracts/audit';
import { verifyAuditChainInput } from '../../contracts/audit-chain';
import {
  canonicalText,
  chainLinkFor,
  entryContent,
  GENESIS_HASH,
  linkHash,
  readChainHead,
  verifyChain,
  type ChainedEntry,
  type ChainHead,
} from '../audit-chain';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A timestamp as both SDKs read one: seconds, nanoseconds and toMillis (not a plain map). */
class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toMillis() {
    return this.seconds * 1000 + Math.floor(this.nanoseconds / 1e6);
  }
  toDate() {
    return new Date(this.toMillis());
  }
}
const ts = (ms: number, nanos = 0) => new FakeTimestamp(Math.floor(ms / 1000), nanos);

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const MINUTE = 60_000;

function content(index: number, atMs = NOW - (10 - index) * MINUTE): Record<string, unknown> {
  return {
    action: 'LOGIN',
    userId: `u${index}`,
    userEmail: `u${index}@jobs.test`,
    userRole: 'jobSeeker',
    success: true,
    errorMessage: null,
    targetResource: null,
    targetResourceId: null,
    metadata: { method: 'password', attempt: index, tags: ['a', 'b'] },
    timestamp: ts(atMs),
    expireAt: ts(atMs + AUDIT_RETENTION_MS),
  };
}

/** `count` entries chained from seq `from` (after `prevHash`), as the server writes them. */
function chain(count: number, from = 1, prevHash = GENESIS_HASH): ChainedEntry[] {
  const entries: ChainedEntry[] = [];
  let previous = prevHash;
  for (let seq = from; seq < from + count; seq += 1) {
    const data = content(seq);
    const link = chainLinkFor(data, seq, previous, sha256);
    entries.push({ id: `e${seq}`, data: { ...data, chain: link } });
    previous = link.hash;
  }
  return entries;
}

const headOf = (entries: readonly ChainedEntry[], updatedAtMs = NOW): ChainHead => {
  const last = entries.at(-1)!;
  const link = last.data.chain as { seq: number; hash: string };
  return { seq: link.seq, hash: link.hash, entryId: last.id, updatedAtMs };
};

/** Entry `index` of `entries` with some of its stored fields replaced. */
const withData = (
  entries: ChainedEntry[],
  index: number,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
) =>
  entries.map((entry, i) => (i === index ? { ...entry, data: change({ ...entry.data }) } : entry));

describe('canonicalText', () => {
  it('sorts map keys at every depth, so the order fields were written in does not matter', () => {
    expect(canonicalText({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalText({ a: 1, b: 2 })).toBe(canonicalText({ b: 2, a: 1 }));
  });

  it('keeps every type apart: a number, its text, a boolean, null and an empty list differ', () => {
    const texts = [1, '1', true, 'true', null, 'null', [], {}, '', 0, -0, NaN, Infinity].map(
      canonicalText,
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(canonicalText(-0)).toBe('-0');
    expect(canonicalText(NaN)).toBe('NaN');
    expect(canonicalText(0.1 + 0.2)).toBe('0.30000000000000004');
  });

  it('writes timestamps to the nanosecond, and never as the map of the same numbers', () => {
    expect(canonicalText(new FakeTimestamp(1_700_000_000, 5))).toBe('@ts(1700000000.000000005)');
    expect(canonicalText(new FakeTimestamp(1_700_000_000, 5))).not.toBe(
      canonicalText(new FakeTimestamp(1_700_000_000, 6)),
    );
    expect(canonicalText({ seconds: 1_700_000_000, nanoseconds: 5 })).not.toBe(
      canonicalText(new FakeTimestamp(1_700_000_000, 5)),
    );
  });

  it('writes texts JSON-quoted, so that a quote or a comma in one cannot fake a structure', () => {
    expect(canonicalText('a","b":"c')).toBe('"a\\",\\"b\\":\\"c"');
    expect(canonicalText(['a,b'])).not.toBe(canonicalText(['a', 'b']));
    expect(canonicalText('مرحبا')).toBe('"مرحبا"');
  });

  it('writes bytes, references and other objects by their content or kind', () => {
    expect(canonicalText(new Uint8Array([0, 255]))).toBe('@bytes(00ff)');
    expect(canonicalText({ path: 'users/u1', firestore: {} })).toBe('@ref("users/u1")');
    expect(canonicalText(new Map())).toBe('@other("Map")');
    expect(canonicalText(12n)).toBe('12n');
  });

  it('leaves the link out of an entry’s content, and nothing else', () => {
    const data = content(1);
    expect(entryContent({ ...data, chain: { seq: 1 } })).toBe(entryContent(data));
    expect(entryContent({ ...data, extra: 1 })).not.toBe(entryContent(data));
  });
});

describe('linkHash', () => {
  it('covers the content, the seq and the previous hash', () => {
    const text = entryContent(content(1));
    const base = linkHash(text, 1, GENESIS_HASH, sha256);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(linkHash(text, 2, GENESIS_HASH, sha256)).not.toBe(base);
    expect(linkHash(text, 1, 'f'.repeat(64), sha256)).not.toBe(base);
    expect(linkHash(entryContent(content(2)), 1, GENESIS_HASH, sha256)).not.toBe(base);
  });
});

describe('verifyChain', () => {
  it('finds an intact chain intact, from its first link to its head', () => {
    const entries = chain(5);
    expect(verifyChain(entries, sha256, { fromSeq: 1, head: headOf(entries) })).toEqual({
      checked: 5,
      firstSeq: 1,
      lastSeq: 5,
      broken: null,
    });
  });

  it('walks the links in seq order whatever order they are given in', () => {
    const entries = chain(4);
    expect(verifyChain([...entries].reverse(), sha256).broken).toBeNull();
  });

  it('reports an altered field of any kind as altered content, at that entry', () => {
    const entries = chain(5);
    const changes: ((data: Record<string, unknown>) => Record<string, unknown>)[] = [
      (data) => ({ ...data, action: 'LOGOUT' }),
      (data) => ({ ...data, success: false }),
      (data) => ({ ...data, userEmail: null }),
      (data) => ({ ...data, metadata: { ...(data.metadata as object), attempt: 99 } }),
      (data) => ({ ...data, metadata: { ...(data.metadata as object), tags: ['b', 'a'] } }),
      (data) => ({ ...data, timestamp: new FakeTimestamp(1, 1) }),
      (data) => ({ ...data, added: 'field' }),
      ({ errorMessage, ...data }) => (void errorMessage, data),
    ];
    for (const change of changes) {
      expect(verifyChain(withData(entries, 2, change), sha256).broken).toEqual({
        seq: 3,
        entryId: 'e3',
        reason: 'content-altered',
      });
    }
  });

  it('reports an edited hash as altered content, and an edited prevHash as relinked', () => {
    const entries = chain(4);
    const link = entries[1]!.data.chain as Record<string, unknown>;
    const badHash = withData(entries, 1, (data) => ({
      ...data,
      chain: { ...link, hash: 'a'.repeat(64) },
    }));
    expect(verifyChain(badHash, sha256).broken).toEqual({
      seq: 2,
      entryId: 'e2',
      reason: 'content-altered',
    });
    const badPrev = withData(entries, 1, (data) => ({
      ...data,
      chain: { ...link, prevHash: 'b'.repeat(64) },
    }));
    expect(verifyChain(badPrev, sha256).broken).toEqual({
      seq: 2,
      entryId: 'e2',
      reason: 'relinked',
    });
    // an unreadable link has no place in the order: the gap it leaves is reported, or, at the
    // end, the link itself
    const unreadable = withData(entries, 1, (data) => ({ ...data, chain: { seq: 'two' } }));
    expect(verifyChain(unreadable, sha256).broken).toMatchObject({
      seq: 2,
      reason: 'link-missing',
    });
    const lastUnreadable = withData(entries, 3, (data) => ({ ...data, chain: null }));
    expect(verifyChain(lastUnreadable, sha256).broken).toEqual({
      seq: 4,
      entryId: 'e4',
      reason: 'relinked',
    });
  });

  it('reports a content change re-hashed to fit as a broken link at the next entry', () => {
    const entries = chain(4);
    const forged = withData(entries, 1, (data) => {
      const altered: Record<string, unknown> = { ...data, success: false };
      delete altered.chain;
      return {
        ...altered,
        chain: chainLinkFor(altered, 2, (entries[0]!.data.chain as { hash: string }).hash, sha256),
      };
    });
    expect(verifyChain(forged, sha256).broken).toEqual({
      seq: 3,
      entryId: 'e3',
      reason: 'relinked',
    });
  });

  it('reports a deleted entry as a missing link, naming the entry after the gap', () => {
    const entries = chain(5);
    const without = entries.filter((entry) => entry.id !== 'e3');
    expect(verifyChain(without, sha256).broken).toEqual({
      seq: 3,
      entryId: 'e4',
      reason: 'link-missing',
    });
    // a missing first link of the range
    expect(verifyChain(entries.slice(1), sha256, { fromSeq: 1 }).broken).toEqual({
      seq: 1,
      entryId: 'e2',
      reason: 'link-missing',
    });
  });

  it('reports a duplicated seq as relinked', () => {
    const entries = chain(3);
    const copy = { id: 'copy', data: entries[1]!.data };
    expect(verifyChain([...entries, copy], sha256).broken).toMatchObject({
      seq: 2,
      reason: 'relinked',
    });
  });

  it('reports a chain that ends before its head, or differs from it, as a head mismatch', () => {
    const entries = chain(5);
    const head = headOf(entries);
    expect(verifyChain(entries.slice(0, 4), sha256, { head, now: NOW }).broken).toEqual({
      seq: 5,
      entryId: 'e4',
      reason: 'head-mismatch',
    });
    expect(
      verifyChain(entries, sha256, { head: { ...head, hash: 'c'.repeat(64) } }).broken,
    ).toEqual({
      seq: 5,
      entryId: 'e5',
      reason: 'head-mismatch',
    });
    expect(verifyChain([], sha256, { head, now: NOW }).broken?.reason).toBe('head-mismatch');
  });

  it('starts at the oldest surviving link, taking its prevHash as the anchor', () => {
    const entries = chain(6);
    const survivors = entries.slice(3); // 1–3 expired and removed
    expect(verifyChain(survivors, sha256, { head: headOf(entries) })).toEqual({
      checked: 3,
      firstSeq: 4,
      lastSeq: 6,
      broken: null,
    });
    // with the previous hash known, a first link that does not follow it is relinked
    expect(verifyChain(survivors, sha256, { prevHash: 'd'.repeat(64) }).broken).toMatchObject({
      seq: 4,
      reason: 'relinked',
    });
    // link 1 always follows the genesis hash
    const first = chain(2, 1, 'e'.repeat(64));
    expect(verifyChain(first, sha256).broken).toMatchObject({ seq: 1, reason: 'relinked' });
  });

  it('takes a gap before an expired link, or an expired head, as TTL’s doing', () => {
    const entries = chain(5);
    const later = NOW + AUDIT_RETENTION_MS; // every entry has expired by then
    const gap = entries.filter((entry) => entry.id !== 'e3');
    expect(verifyChain(gap, sha256, { now: later }).broken).toBeNull();
    expect(verifyChain(gap, sha256, { now: NOW }).broken?.reason).toBe('link-missing');
    const head = headOf(entries, NOW);
    expect(verifyChain(entries.slice(0, 3), sha256, { head, now: later }).broken).toBeNull();
    // an expired link that was altered is still caught
    const altered = withData(gap, 2, (data) => ({ ...data, success: false }));
    expect(verifyChain(altered, sha256, { now: later }).broken).toMatchObject({
      seq: 4,
      reason: 'content-altered',
    });
  });
});

describe('the head and the callable input', () => {
  it('reads a missing head as the empty chain and refuses a malformed one', () => {
    expect(readChainHead(undefined)).toMatchObject({ seq: 0, hash: GENESIS_HASH });
    expect(readChainHead({ seq: 'x' })).toBeNull();
    expect(
      readChainHead({ seq: 3, hash: 'a'.repeat(64), entryId: 'e3', updatedAt: ts(NOW) }),
    ).toEqual({ seq: 3, hash: 'a'.repeat(64), entryId: 'e3', updatedAtMs: NOW });
  });

  it('accepts an optional range that runs forwards', () => {
    expect(verifyAuditChainInput.safeParse({}).success).toBe(true);
    expect(verifyAuditChainInput.safeParse({ fromSeq: 2, toSeq: 2 }).success).toBe(true);
    expect(verifyAuditChainInput.safeParse({ fromSeq: 3, toSeq: 2 }).success).toBe(false);
    expect(verifyAuditChainInput.safeParse({ fromSeq: 0 }).success).toBe(false);
    expect(verifyAuditChainInput.safeParse({ toSeq: 1.5 }).success).toBe(false);
  });
});
