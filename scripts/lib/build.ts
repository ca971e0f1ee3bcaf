import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import { localAppEnv } from './app-env.ts';
import { ROOT } from './emulator-config.ts';

/** Builds the app for the local suite (dist/), quietly. */
export async function buildApp(): Promise<void> {
  Object.assign(process.env, localAppEnv());
  await build({ root: ROOT, logLevel: 'warn' });
}

/** Compiles the Cloud Functions (functions/lib/), which the Functions emulator loads. */
export function buildFunctions(): void {
  const result = spawnSync(
    'npm',
    ['--prefix', path.join(ROOT, 'functions'), 'run', 'build', '--silent'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Building the functions failed');
}
