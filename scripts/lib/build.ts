import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { localAppEnv } from './app-env.ts';
import { ROOT } from './emulator-config.ts';

/**
 * Builds the app for the local suite (dist/), quietly; with `treemap`, also writes a treemap of
 * what each chunk holds (minified, gzip and Brotli sizes per module) to that HTML file.
 */
export async function buildApp({ treemap }: { treemap?: string } = {}): Promise<void> {
  Object.assign(process.env, localAppEnv());
  // loaded here: the test runner takes NATIVE_TSC from this file without loading Vite
  const { build } = await import('vite');
  const plugins = treemap
    ? [
        (await import('rollup-plugin-visualizer')).visualizer({
          filename: treemap,
          template: 'treemap',
          title: 'What the build holds',
          gzipSize: true,
          brotliSize: true,
          // sizes as minified, from the source maps, rather than the modules' source
          sourcemap: true,
        }),
      ]
    : [];
  await build({ root: ROOT, logLevel: 'warn', plugins });
}

/**
 * TypeScript's native compiler (7.x, installed as `typescript-native` beside the 6.x that
 * typescript-eslint needs): the typecheck and the functions' build for the local suite, at about a
 * tenth of the JavaScript compiler's CPU. Both packages ship a `tsc` bin, so it is named by path.
 */
export const NATIVE_TSC = path.join(ROOT, 'node_modules/typescript-native/bin/tsc');

/** Compiles the Cloud Functions (functions/lib/), which the Functions emulator loads. */
export function buildFunctions(): void {
  const result = spawnSync(
    'node',
    [NATIVE_TSC, '-p', path.join(ROOT, 'functions/tsconfig.build.json'), '--singleThreaded'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Building the functions failed');
}
