// The build takes React Router's production files: a small app using the router, built with the
// plugin, carries none of the router's development warnings; built without it, it does.
import path from 'node:path';
import type { Plugin } from 'vite';
import { expect, it } from 'vitest';
import { ROOT } from './emulator-config.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { buildSmallApp } from './small-app-build.ts';

/** An app using everything the package exports (so that nothing is left out), built with `plugins`. */
const built = (plugins: Plugin[]) =>
  buildSmallApp(
    { 'main.js': "import * as router from 'react-router-dom';\nconsole.log(router);\n" },
    {
      plugins,
      // the project's copy of the package (the app is built in a directory of its own)
      resolve: { alias: { 'react-router-dom': path.join(ROOT, 'node_modules/react-router-dom') } },
    },
  );

it('builds the router without its development warnings', async () => {
  const warning = 'No routes matched location';
  expect(await built([])).toContain(warning);
  expect(await built([reactRouterProduction(ROOT)])).not.toContain(warning);
}, 60_000);
