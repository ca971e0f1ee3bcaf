// The build takes React Router's production files: a small app using the router, built with the
// plugin, carries none of the router's development warnings; built without it, it does.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from './emulator-config.ts';
import { reactRouterProduction } from './react-router-production.ts';

const app = mkdtempSync(path.join(os.tmpdir(), 'react-router-production-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

/** The app's code, built with `plugins`. */
async function built(plugins: Plugin[]): Promise<string> {
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
  );
  // everything the package exports, so that nothing is left out of the build
  writeFileSync(
    path.join(app, 'main.js'),
    "import * as router from 'react-router-dom';\nconsole.log(router);\n",
  );
  const outDir = path.join(app, 'dist');
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    // the app's own copy of the packages
    resolve: { alias: { 'react-router-dom': path.join(ROOT, 'node_modules/react-router-dom') } },
    plugins,
    build: { outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

it('builds the router without its development warnings', async () => {
  const warning = 'No routes matched location';
  expect(await built([])).toContain(warning);
  expect(await built([reactRouterProduction(ROOT)])).not.toContain(warning);
}, 60_000);
