// The generator of the search's indexes: it replaces the search's jobs entries of
// firestore.indexes.json and keeps every other index (audit log, applications, postings by company).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allSearchIndexes,
  INDEX_FILE,
  withSearchIndexes,
  writeSearchIndexes,
  type IndexConfig,
} from './job-indexes.ts';

/** An index of one collection, its fields in order, each ascending or descending. */
const index = (collectionGroup: string, ...fields: [string, 'ASCENDING' | 'DESCENDING'][]) => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

const byCompany = index('jobs', ['companyId', 'ASCENDING'], ['createdAt', 'DESCENDING']);
const applications = index('applications', ['companyId', 'ASCENDING'], ['createdAt', 'DESCENDING']);
/** A search index of before the status filter. */
const oldSearch = index('jobs', ['type', 'ASCENDING'], ['postedDate', 'DESCENDING']);

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('job search indexes', () => {
  it('replaces the old search indexes by the ones with the status, keeping all others', () => {
    const config = withSearchIndexes({
      indexes: [oldSearch, byCompany, applications],
      fieldOverrides: [],
    });
    expect(config.fieldOverrides).toEqual([]);
    expect(config.indexes).toContainEqual(byCompany);
    expect(config.indexes).toContainEqual(applications);
    expect(config.indexes).not.toContainEqual(oldSearch);
    expect(config.indexes).toHaveLength(2 + allSearchIndexes().length);
    expect(config.indexes).toContainEqual({
      collectionGroup: 'jobs',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'type', order: 'ASCENDING' },
        { fieldPath: 'postedDate', order: 'DESCENDING' },
      ],
    });
  });

  it('gives the same file when run twice', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'indexes-'));
    const file = path.join(dir, 'firestore.indexes.json');
    writeFileSync(file, JSON.stringify({ indexes: [byCompany, oldSearch], fieldOverrides: [] }));
    writeSearchIndexes(file);
    const once = readFileSync(file, 'utf8');
    writeSearchIndexes(file);
    expect(readFileSync(file, 'utf8')).toBe(once);
    expect((JSON.parse(once) as IndexConfig).indexes[0]).toEqual(byCompany);
  });

  it('the project file is up to date (npm run indexes:jobs would change no index)', () => {
    const config = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as IndexConfig;
    const sorted = (indexes: unknown[]) => indexes.map((index) => JSON.stringify(index)).sort();
    expect(sorted(withSearchIndexes(config).indexes)).toEqual(sorted(config.indexes));
  });
});
