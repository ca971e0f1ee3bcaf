// Runs before `npm start`, `npm run dev` and `npm test`: installs the root and functions packages
// when they are missing or older than their lockfile, so a fresh clone needs nothing by hand.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const dir of [root, path.join(root, 'functions')]) {
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`Installing packages in ${path.relative(root, dir) || '.'} …`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}
