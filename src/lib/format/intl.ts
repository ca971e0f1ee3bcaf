// The Intl formatters of the app, made once per locale and options and then reused: building an
// Intl formatter costs far more than using one. Non-React code takes them from here; components
// and hooks use useFormat (./use-format).

const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  cached('displayNames', locale, options, () => new Intl.DisplayNames([locale], options));

export const collator = (locale: string, options?: Intl.CollatorOptions) =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options));

/**
 * What a worker runs to set up the browser's date and number formatting for `locale`. A page's
 * first Intl date format costs about 30 ms (the browser's ICU library loads its calendars and time
 * zones), once per page process and for every thread of it: asked first on a worker, the page's
 * own thread finds that work done when a screen formats its first date.
 */
export const warmUpSource = (locale: string) =>
  [
    `const locale = ${JSON.stringify(locale)};`,
    "new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);",
    'new Intl.DateTimeFormat().resolvedOptions();',
    'new Intl.NumberFormat(locale).format(1.5);',
    'new Intl.PluralRules(locale).select(1);',
    'postMessage(0);',
  ].join('\n');

let warmedUp = false;

/**
 * Sets up date and number formatting on a short-lived worker (see warmUpSource), once per page;
 * where workers are missing or refused, the first format does it as before.
 */
export function warmUpFormatting(locale: string): void {
  if (warmedUp) return;
  warmedUp = true;
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([warmUpSource(locale)], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      if (url) URL.revokeObjectURL(url);
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  } catch {
    if (url) URL.revokeObjectURL(url);
  }
}
