// `npm run indexes:jobs`: writes the composite indexes every job search needs into
// firestore.indexes.json (replacing the jobs entries, keeping everything else). The unit test
// src/features/jobs/__tests__/search-indexes.test.ts fails when the file and the queries disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allSearchIndexes } from '../src/features/jobs/lib/search-plan.ts';
import { ROOT } from './lib/emulator-config.ts';

const file = path.join(ROOT, 'firestore.indexes.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as { indexes: { collectionGroup: string }[] };
const others = config.indexes.filter((index) => index.collectionGroup !== 'jobs');
config.indexes = [...others, ...allSearchIndexes()];
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
console.log(`${allSearchIndexes().length} job search indexes, ${config.indexes.length} in all`);
