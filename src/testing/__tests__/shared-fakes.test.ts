// The shared fakes the feature tests build on: the document store and its reads (through the
// converter a reference was given, as the SDK's), the fake Timestamp, and the callable fakes.
import { describe, expect, it } from 'vitest';
import { callableRefusal, fakeCallFunction, fakeToast } from '../callable-fakes';
import { fakeDocumentStore, fakeTimestamp, storedDoc } from '../firestore-fakes';

const upper = {
  fromFirestore: (snapshot: { id: string; data(): unknown }) => ({
    ...(snapshot.data() as object),
    id: snapshot.id.toUpperCase(),
  }),
};

describe('fakeDocumentStore', () => {
  it('reads a stored document by its path, and a missing one as missing', async () => {
    const { store, reads } = fakeDocumentStore();
    store.docs.set('companies/acme', { name: 'Acme' });
    const found = await reads.getDoc(reads.doc(null, 'companies/acme'));
    expect(found.id).toBe('acme');
    expect(found.exists?.()).toBe(true);
    expect(found.data()).toEqual({ name: 'Acme' });
    const missing = await reads.getDoc(reads.doc(null, 'companies/none'));
    expect(missing.exists?.()).toBe(false);
    expect(missing.data()).toBeUndefined();
  });

  it('reads a collection in the order it is stored, through the query’s converter', async () => {
    const { store, reads } = fakeDocumentStore();
    store.collections.set('jobs', [
      { id: 'b', title: 'Second' },
      { id: 'a', title: 'First' },
    ]);
    const query = reads.query(reads.collection(null, 'jobs').withConverter(upper), 'a constraint');
    const { docs } = await reads.getDocs(query);
    expect(docs.map((doc) => doc.data())).toEqual([
      { id: 'B', title: 'Second' },
      { id: 'A', title: 'First' },
    ]);
    expect((await reads.getDocs(reads.collection(null, 'none'))).docs).toEqual([]);
  });

  it('gives each store its own documents', () => {
    const first = fakeDocumentStore();
    first.store.docs.set('a/b', {});
    expect(fakeDocumentStore().store.docs.size).toBe(0);
  });
});

describe('fakeTimestamp and storedDoc', () => {
  it('answers the instant as milliseconds and as a date', () => {
    const at = fakeTimestamp('2026-11-27T09:30:00.000Z');
    expect(at.toMillis()).toBe(Date.UTC(2026, 10, 27, 9, 30));
    expect(at.toDate().toISOString()).toBe('2026-11-27T09:30:00.000Z');
  });

  it('tells a stored document from a missing one', () => {
    expect(storedDoc('x', { a: 1 }).exists?.()).toBe(true);
    expect(storedDoc('x', undefined).exists?.()).toBe(false);
  });
});

describe('callable fakes', () => {
  it('answers {} until told otherwise, and records the calls', async () => {
    const callFunction = fakeCallFunction();
    await expect(callFunction('createCompany', { name: 'Acme' })).resolves.toEqual({});
    expect(callFunction).toHaveBeenCalledWith('createCompany', { name: 'Acme' });
  });

  it('records each kind of toast', () => {
    const toast = fakeToast();
    toast.error('boom');
    expect(toast.error).toHaveBeenCalledWith('boom');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('throws a refusal as a CallableFailure naming the reason', () => {
    const refusal = callableRefusal('forbidden');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.name).toBe('CallableFailure');
    expect(refusal.reason).toBe('forbidden');
  });
});
