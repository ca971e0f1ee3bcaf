// @vitest-environment jsdom
// The build reads the kit's default locale when it is first used: a small app using the kit's
// locale, built with the plugin, checks no locale while its script is evaluated and the same one as
// before when a component reads it; built without the plugin, it checks one at evaluation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { expect, it, vi } from 'vitest';
import { ROOT } from './emulator-config.ts';
import {
  DEFAULT_LOCALE_MODULE,
  reactAriaDefaultLocaleWhenUsed,
  readDefaultLocaleWhenUsed,
} from './react-aria-default-locale.ts';
import { buildSmallApp } from './small-app-build.ts';

/** Renders a component without a locale of its own and gives back what the kit told it. */
const MAIN = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useLocale } from 'react-aria-components';
window.smallApp = {
  readDefaultLocale() {
    let seen = null;
    function Probe() {
      seen = useLocale();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(createElement(Probe)));
    root.unmount();
    return { locale: seen.locale, direction: seen.direction };
  },
};
`;

const packages = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, path.join(ROOT, 'node_modules', name)]));

/** Builds the small app with `plugins` and evaluates its script in this page (a single script). */
async function evaluateApp(plugins: Plugin[]) {
  const code = await buildSmallApp(
    { 'main.js': MAIN },
    {
      plugins,
      // the project's copies of the packages (the app is built in a directory of its own)
      resolve: { alias: packages('react-aria-components', 'react-dom', 'react') },
    },
  );
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the app's built script
  const run = new Function(code) as () => void;
  run();
  return (window as unknown as { smallApp: { readDefaultLocale(): unknown } }).smallApp;
}

it('reads the default locale when a component first uses it, not when the script is evaluated', async () => {
  const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  const app = await evaluateApp([reactAriaDefaultLocaleWhenUsed()]);
  expect(supported).not.toHaveBeenCalled();
  expect(app.readDefaultLocale()).toEqual({ locale: navigator.language, direction: 'ltr' });
  expect(supported).toHaveBeenCalledOnce();
  supported.mockRestore();
}, 120_000);

it('reads it at evaluation without the plugin', async () => {
  const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  const app = await evaluateApp([]);
  expect(supported).toHaveBeenCalledOnce();
  expect(app.readDefaultLocale()).toEqual({ locale: navigator.language, direction: 'ltr' });
  supported.mockRestore();
}, 120_000);

it('fails the build when the module no longer reads the locale as expected', () => {
  const installed = readFileSync(
    path.join(ROOT, 'node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs'),
    'utf8',
  );
  expect(
    DEFAULT_LOCALE_MODULE.test('/x/node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs'),
  ).toBe(true);
  expect(readDefaultLocaleWhenUsed(installed)).not.toMatch(/^let \S+currentLocale = \S+\(\);$/m);
  expect(() => readDefaultLocaleWhenUsed('let currentLocale = read();')).toThrow(
    /update the rewrite/,
  );
});
