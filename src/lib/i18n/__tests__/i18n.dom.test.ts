import { describe, expect, it } from 'vitest';
import { allResources } from '@/testing/test-utils';
import { createI18n, storedLanguage } from '../i18n';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  directionOf,
  LANGUAGE_STORAGE_KEY,
} from '../languages';

describe('i18n', () => {
  it('defaults to English in the common namespace, whatever the browser language', async () => {
    const i18n = await createI18n({ resources: allResources });
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(DEFAULT_NAMESPACE).toBe('common');
    expect(i18n.language).toBe('en');
    expect(i18n.t('auth.signIn.title')).toBe('Sign in');
  });

  it('sets <html lang dir>: right-to-left for Arabic only', async () => {
    const i18n = await createI18n({ resources: allResources, language: 'ar' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(['en', 'de', 'it', 'fr', 'es'].map(directionOf)).toEqual(Array(5).fill('ltr'));
  });

  it('remembers the chosen language and starts with it next time', async () => {
    const i18n = await createI18n({ resources: allResources });
    await i18n.changeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(storedLanguage()).toBe('es');
    const next = await createI18n({ resources: allResources });
    expect(next.language).toBe('es');
  });

  it('ignores an unknown remembered language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage()).toBe('en');
  });

  it('falls back to English for a missing key', async () => {
    const i18n = await createI18n({
      resources: { en: { common: { app: { name: 'English only' } } }, fr: { common: {} } },
      language: 'fr',
    });
    expect(i18n.t('app.name')).toBe('English only');
  });
});
