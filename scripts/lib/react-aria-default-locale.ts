// The kit's default locale (react-aria's `useDefaultLocale.mjs`) read when first used, not when its
// module is evaluated. The module works out the browser's locale at import: it checks it with
// `Intl.DateTimeFormat.supportedLocalesOf` and its direction with `Intl.Locale`, which loads the
// browser's locale data (ICU): 30-35 ms on this 2-core machine, in the one task that evaluates the
// entry, before the first screen renders. The app never reads that value: every widget takes its
// locale from the I18nProvider of src/components/ui/ui-provider.tsx. Here the value becomes an
// object that works it out when its `locale` or `direction` is first read; everything else in
// the module is as it was. The build fails if the module no longer has the line this rewrites.
import type { Plugin } from 'vite';

/** The module this rewrites, as its path ends. */
export const DEFAULT_LOCALE_MODULE = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;

/** `let <currentLocale> = <getDefaultLocale>();` at the module's top level. */
const EAGER_READ = /^let (\S+\$var\$currentLocale) = (\S+)\(\);$/m;

/** Names the helper that the rewrite appends to the module. */
const LAZY_HELPER = '__defaultLocaleWhenRead';

/** The module's source with its default locale read when first used; throws when it cannot. */
export function readDefaultLocaleWhenUsed(code: string): string {
  const match = EAGER_READ.exec(code);
  if (!match) {
    throw new Error(
      "react-aria's useDefaultLocale.mjs no longer reads the locale as this build expects " +
        '(scripts/lib/react-aria-default-locale.ts): check the new version and update the rewrite',
    );
  }
  const [line, variable, read] = match;
  return (
    code.replace(line, `let ${variable} = ${LAZY_HELPER}(${read});`) +
    `
function ${LAZY_HELPER}(read) {
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

export function reactAriaDefaultLocaleWhenUsed(): Plugin {
  return {
    name: 'react-aria-default-locale-when-used',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id)) return null;
      return { code: readDefaultLocaleWhenUsed(code), map: null };
    },
  };
}
