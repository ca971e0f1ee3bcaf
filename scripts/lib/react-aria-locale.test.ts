// @vitest-environment jsdom
// How the build has the kit (react-aria) work out a locale: a small app using the kit's locale,
// built with the plugin, works out no locale while its script is evaluated, and the same one as
// before when a component reads it; our languages' direction comes without `Intl.Locale`, any
// other language's from it. Built without the plugin, the app does both with `Intl` at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LOCALES, RTL_LOCALES } from '@contracts/locales';
import { ROOT } from './emulator-config.ts';
import {
  DEFAULT_LOCALE_MODULE,
  knownDirectionsFirst,
  LOCALE_UTILS_MODULE,
  reactAriaLocale,
  readDefaultLocaleWhenUsed,
} from './react-aria-locale.ts';
import { buildSmallApp } from './small-app-build.ts';

const DIRECTIONS = Object.fromEntries(
  LOCALES.map((locale) => [locale, RTL_LOCALES.includes(locale)]),
);

/** Renders a component (in an I18nProvider of `locale`, if given) and gives back the kit's locale. */
const MAIN = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nProvider, useLocale } from 'react-aria-components';
window.smallApp = {
  readLocale(locale) {
    let seen = null;
    function Probe() {
      seen = useLocale();
      return null;
    }
    const probe = createElement(Probe);
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(locale ? createElement(I18nProvider, { locale }, probe) : probe));
    root.unmount();
    return { locale: seen.locale, direction: seen.direction };
  },
};
`;

interface SmallApp {
  readLocale(locale?: string): { locale: string; direction: string };
}

const packages = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, path.join(ROOT, 'node_modules', name)]));

/** Builds the small app with `plugins` and evaluates its script in this page (a single script). */
async function evaluateApp(plugins: Plugin[]): Promise<SmallApp> {
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
  return (window as unknown as { smallApp: SmallApp }).smallApp;
}

/** Counts the `Intl.Locale`s made (the kit's way to a direction). */
let localesMade = 0;
const IntlLocale = Intl.Locale;
/** `Intl`, whose `Locale` this file replaces (it is writable, though typed read-only). */
const intl = Intl as { Locale: typeof Intl.Locale };
beforeEach(() => {
  localesMade = 0;
  intl.Locale = new Proxy(IntlLocale, {
    construct(target, args: ConstructorParameters<typeof Intl.Locale>) {
      localesMade += 1;
      return new target(...args);
    },
  });
});
afterEach(() => {
  intl.Locale = IntlLocale;
  vi.restoreAllMocks();
});

it('works out the default locale when a component first reads it, not when the script is evaluated', async () => {
  const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  const app = await evaluateApp([reactAriaLocale(DIRECTIONS)]);
  expect(supported).not.toHaveBeenCalled();
  expect(localesMade).toBe(0);
  expect(app.readLocale()).toEqual({ locale: navigator.language, direction: 'ltr' });
  expect(supported).toHaveBeenCalledOnce();
}, 120_000);

it('knows the direction of our languages without Intl, and asks Intl for any other', async () => {
  const app = await evaluateApp([reactAriaLocale(DIRECTIONS)]);
  expect(app.readLocale('ar')).toEqual({ locale: 'ar', direction: 'rtl' });
  expect(app.readLocale('de')).toEqual({ locale: 'de', direction: 'ltr' });
  expect(localesMade).toBe(0);
  expect(app.readLocale('he')).toEqual({ locale: 'he', direction: 'rtl' });
  expect(app.readLocale('en-US')).toEqual({ locale: 'en-US', direction: 'ltr' });
  expect(localesMade).toBe(2);
}, 120_000);

it('without the plugin, works out both with Intl, the default locale at evaluation', async () => {
  const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
  const app = await evaluateApp([]);
  expect(supported).toHaveBeenCalledOnce();
  localesMade = 0;
  expect(app.readLocale('ar')).toEqual({ locale: 'ar', direction: 'rtl' });
  expect(localesMade).toBe(1);
}, 120_000);

it('gives each of our languages the direction Intl gives it', () => {
  for (const locale of LOCALES) {
    const { textInfo } = new IntlLocale(locale).maximize() as Intl.Locale & {
      textInfo: { direction: string };
    };
    expect(DIRECTIONS[locale], locale).toBe(textInfo.direction === 'rtl');
  }
});

it('fails the build when a module is no longer as expected', () => {
  const installed = (file: string) =>
    readFileSync(path.join(ROOT, 'node_modules/react-aria/dist/private/i18n', file), 'utf8');
  expect(
    DEFAULT_LOCALE_MODULE.test('/x/node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs'),
  ).toBe(true);
  expect(LOCALE_UTILS_MODULE.test('/x/node_modules/react-aria/dist/private/i18n/utils.mjs')).toBe(
    true,
  );
  expect(readDefaultLocaleWhenUsed(installed('useDefaultLocale.mjs'))).not.toMatch(
    /^let \S+currentLocale = \S+\(\);$/m,
  );
  expect(knownDirectionsFirst(installed('utils.mjs'), DIRECTIONS)).toContain('__knownDirections');
  expect(() => readDefaultLocaleWhenUsed('let currentLocale = read();')).toThrow(
    /update the rewrite/,
  );
  expect(() => knownDirectionsFirst('function isRTL(locale) {}', DIRECTIONS)).toThrow(
    /update the rewrite/,
  );
});
