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
