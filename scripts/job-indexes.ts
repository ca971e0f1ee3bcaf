// `npm run indexes:jobs`: writes the composite indexes every job search needs into
// firestore.indexes.json (replacing the search's jobs entries, keeping every other index, such as
// a company's postings by `companyId`). The unit test domain/__tests__/job-search-plan.test.ts fails
// when the file and the queries disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allSearchIndexes, isSearchIndex } from '@domain/job-search-plan';
import { ROOT } from './lib/emulator-config.ts';

interface DeclaredIndex {
  collectionGroup: string;
  fields: { fieldPath: string }[];
}

export { allSearchIndexes };

export interface IndexConfig {
  indexes: DeclaredIndex[];
  [key: string]: unknown;
}

/** The config with today's search indexes in place of the search's earlier ones; the rest kept. */
export function withSearchIndexes<T extends IndexConfig>(config: T): T {
  const others = config.indexes.filter((index) => !isSearchIndex(index));
  return { ...config, indexes: [...others, ...allSearchIndexes()] };
}

export const INDEX_FILE = path.join(ROOT, 'firestore.indexes.json');

export function writeSearchIndexes(file = INDEX_FILE): IndexConfig {
  const config = withSearchIndexes(JSON.parse(readFileSync(file, 'utf8')) as IndexConfig);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = writeSearchIndexes();
  console.log(`${allSearchIndexes().length} job search indexes, ${config.indexes.length} in all`);
}
