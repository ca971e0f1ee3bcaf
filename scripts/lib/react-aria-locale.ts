// Two changes to how the kit (react-aria) works out a locale, so that a page's start does not load
// the browser's locale data (ICU) for answers the app already has:
// - its default locale (`useDefaultLocale.mjs`) is worked out when first read, not when its module
//   is evaluated. At import, the module checks the browser's locale with
//   `Intl.DateTimeFormat.supportedLocalesOf` and its direction with `Intl.Locale`: 30-35 ms on this
//   2-core machine, in the one task that evaluates the entry. The app never reads that value: every
//   widget takes its locale from the I18nProvider of src/components/ui/ui-provider.tsx.
// - the direction of a locale (`isRTL` in `utils.mjs`) is the app's own for the app's languages
//   (`directions`), and the kit's (`Intl.Locale(...).maximize()`) for any other. The kit's costs
//   10-16 ms at its first call, in the first render of the I18nProvider.
// Everything else in those modules is as it was. The build fails if a module no longer has what
// this rewrites.
import type { Plugin } from 'vite';

/** The modules this rewrites, as their paths end. */
export const DEFAULT_LOCALE_MODULE = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;
export const LOCALE_UTILS_MODULE = /react-aria\/dist\/private\/i18n\/utils\.mjs$/;

/** `let <currentLocale> = <getDefaultLocale>();` at the module's top level. */
const EAGER_READ = /^let (\S+\$var\$currentLocale) = (\S+)\(\);$/m;
/** The declaration of the function exported as `isRTL`. */
const IS_RTL_EXPORT = /^export \{(\S+) as isRTL\};$/m;

function unexpected(module: string): Error {
  return new Error(
    `react-aria's ${module} is no longer as this build expects (scripts/lib/react-aria-locale.ts): ` +
      'check the new version and update the rewrite',
  );
}

/** useDefaultLocale.mjs with its default locale worked out when first read. */
export function readDefaultLocaleWhenUsed(code: string): string {
  const match = EAGER_READ.exec(code);
  if (!match) throw unexpected('useDefaultLocale.mjs');
  const [line, variable, read] = match;
  return (
    code.replace(line, `let ${variable} = __defaultLocaleWhenRead(${read});`) +
    `
function __defaultLocaleWhenRead(read) {
  let value = null;
  const current = () => (value ??= read());
  return {
    get locale() {
      return current().locale;
    },
    get direction() {
      return current().direction;
    },
  };
}
`
  );
}

/** utils.mjs with `isRTL` answering from `directions` (locale → right to left) first. */
export function knownDirectionsFirst(code: string, directions: Record<string, boolean>): string {
  const exported = IS_RTL_EXPORT.exec(code)?.[1];
  const declaration = exported && `function ${exported}(localeString) {`;
  if (!declaration || code.split(declaration).length !== 2) throw unexpected('i18n/utils.mjs');
  return code.replace(
    declaration,
    `const __knownDirections = new Map(Object.entries(${JSON.stringify(directions)}));
function ${exported}(localeString) {
  return __knownDirections.get(localeString) ?? __directionFromIntl(localeString);
}
function __directionFromIntl(localeString) {`,
  );
}

/** `directions`: each of the app's languages, and whether it is written right to left. */
export function reactAriaLocale(directions: Record<string, boolean>): Plugin {
  return {
    name: 'react-aria-locale',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (DEFAULT_LOCALE_MODULE.test(id))
        return { code: readDefaultLocaleWhenUsed(code), map: null };
      if (LOCALE_UTILS_MODULE.test(id)) {
        return { code: knownDirectionsFirst(code, directions), map: null };
      }
      return null;
    },
  };
}
