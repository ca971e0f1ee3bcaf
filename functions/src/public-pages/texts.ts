// The public pages' texts (public/locales/<lng>/public.json, a namespace the app never loads) and
// the visitor's language: `?lang=` when it names one of the six, else the first of
// Accept-Language's that is one, else English. tsc compiles the files into lib/public/locales, so
// a deploy of functions/ carries them.
import ar from '../../../public/locales/ar/public.json' with { type: 'json' };
import de from '../../../public/locales/de/public.json' with { type: 'json' };
import en from '../../../public/locales/en/public.json' with { type: 'json' };
import es from '../../../public/locales/es/public.json' with { type: 'json' };
import fr from '../../../public/locales/fr/public.json' with { type: 'json' };
import it from '../../../public/locales/it/public.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contracts.js';

type Tree = { [key: string]: string | Tree };
const TEXTS: Record<Locale, Tree> = { en, de, it, fr, es, ar };

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The visitor's language: a `?lang=` naming one of the six wins; then Accept-Language's entries
 * by their weight (`de-CH;q=0.9` counts as `de`); English when none is ours.
 */
export function pickLocale(lang: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof lang === 'string' && isLocale(lang)) return lang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}

export type Translate = (key: string, params?: Record<string, string>) => string;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The texts of a language (English's where a text is missing), `{{name}}` filled in. */
export function translator(locale: Locale): Translate {
  return (key, params = {}) => {
    const text = lookup(TEXTS[locale], key) ?? lookup(TEXTS.en, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  };
}
