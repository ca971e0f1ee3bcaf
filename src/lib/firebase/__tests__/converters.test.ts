// A document is read through its contract's schema: what is stored well reads as stored, a missing
// or mistyped field as its empty value, and a mapping shapes the result when a reader asks for one.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaConverter } from '../converters';

const schema = z.object({ title: z.string(), votes: z.int(), tags: z.array(z.string()) });
const EMPTY = { title: '', votes: 0, tags: [] as string[] };

const snapshotOf = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as never;

describe('schemaConverter', () => {
  it('reads the fields its schema accepts, with the document’s id', () => {
    const converter = schemaConverter(schema, EMPTY);
    expect(
      converter.fromFirestore(snapshotOf('f1', { title: 'Dark mode', votes: 3, tags: ['ui'] })),
    ).toEqual({ id: 'f1', title: 'Dark mode', votes: 3, tags: ['ui'] });
  });

  it('reads a missing or mistyped field as its empty value and ignores fields it does not know', () => {
    const converter = schemaConverter(schema, EMPTY);
    expect(
      converter.fromFirestore(snapshotOf('f2', { title: 42, tags: 'ui', extra: true })),
    ).toEqual({ id: 'f2', title: '', votes: 0, tags: [] });
  });

  it('hands what it read, the id and the stored data to a mapping, and returns what that gives', () => {
    const converter = schemaConverter(schema, EMPTY, ({ title, votes }, id, data) => ({
      name: title || id,
      votes: votes * 2,
      raw: data.extra,
    }));
    expect(converter.fromFirestore(snapshotOf('f3', { votes: 2, extra: 'x' }))).toEqual({
      name: 'f3',
      votes: 4,
      raw: 'x',
    });
  });

  it('writes a value as given', () => {
    const converter = schemaConverter(schema, EMPTY);
    const value = { id: 'f4', title: 'T', votes: 1, tags: [] };
    expect(converter.toFirestore(value)).toBe(value);
  });
});
