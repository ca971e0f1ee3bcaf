// The i18next instance: the remembered language, its strings, <html lang dir> kept in step.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeGroupsBackend, sendLocaleGroupsTo } from './locale-groups';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  isLanguage,
  type Language,
} from './languages';

/** The only place that sets `<html lang dir>` (nothing to set in the build's prerender). */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    // Hosting serves the prerendered pages in the language this cookie names (index.html's
    // script writes it too, at every load)
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // storage blocked (or the build's prerender): the choice lasts for this visit only
  }
}

/**
 * Creates the i18next instance. The strings come over HTTP group by group (./locale-groups.ts)
 * unless resources are given (tests, the build's prerender). Detection is off: the language is
 * the remembered one or English.
 */
export async function createI18n(options: { resources?: Resource; language?: Language } = {}) {
  const instance: I18n = i18next.createInstance();
  if (!options.resources) {
    instance.use(localeGroupsBackend);
    sendLocaleGroupsTo(instance);
  }
  instance.use(initReactI18next);
  instance.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    rememberLanguage(language);
  });
  await instance.init({
    lng: options.language ?? storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    ...(options.resources ? { resources: options.resources } : {}),
  });
  applyDocumentLanguage(instance.language);
  return instance;
}
