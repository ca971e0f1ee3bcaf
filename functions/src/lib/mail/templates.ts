// The mail templates, kept with the translations in public/locales/<lng>/mail.json (a namespace
// of its own that the app never loads). tsc compiles the files into lib/public/locales, so a
// deploy of functions/ carries them.
import ar from '../../../../public/locales/ar/mail.json' with { type: 'json' };
import de from '../../../../public/locales/de/mail.json' with { type: 'json' };
import en from '../../../../public/locales/en/mail.json' with { type: 'json' };
import es from '../../../../public/locales/es/mail.json' with { type: 'json' };
import fr from '../../../../public/locales/fr/mail.json' with { type: 'json' };
import it from '../../../../public/locales/it/mail.json' with { type: 'json' };
import type { Locale } from '../../contracts.js';

/** One locale's mail texts: the English file's shape (the others may lack a key: English fills in). */
export type MailTexts = typeof en;

/** Deeply optional: a translation that lacks a text falls back to English's. */
type Partial2<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };

export const MAIL_TEXTS: Record<Locale, Partial2<MailTexts>> = { en, de, it, fr, es, ar };
export const ENGLISH_MAIL_TEXTS: MailTexts = en;
