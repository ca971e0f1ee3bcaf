// Runs before `npm start`, `npm run dev` and `npm test`: installs the root and functions packages
// when they are missing or older than their lockfile, so a fresh clone needs nothing by hand. The
// two installs run side by side (most of their time is spent waiting on the disk and the network).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Installs `dir`'s packages unless its stamp matches its lockfile; resolves to the exit code. */
function ensure(dir) {
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return Promise.resolve(0);
  console.log(`Installing packages in ${path.relative(root, dir) || '.'} …`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      stdio: 'inherit',
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      if (code === 0) writeFileSync(stamp, hash);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([root, path.join(root, 'functions')].map(ensure));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
