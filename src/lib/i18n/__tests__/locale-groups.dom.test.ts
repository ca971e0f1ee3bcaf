// The strings loaded group by group (locale-groups.ts) as the build splits them: i18next starts
// with the entry's file of single keys and its groups, a chunk loaded later adds its own before it
// runs, another language is read with every group asked for so far, a failed read is tried again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:locale-groups', () => ({
  LOCALE_GROUPS: { auth: '/l/auth.1', audit: '/l/audit.1', roles: '/l/roles.1' },
  ENTRY_GROUPS: ['/l/entry.1', 'roles'],
}));

const FILES: Record<string, object> = {
  '/l/entry.1/en.json': { audit: { title: 'Audit log' } },
  '/l/roles.1/en.json': { roles: { admin: 'Administrator' } },
  '/l/audit.1/en.json': { audit: { title: 'Audit log', empty: 'No entries yet' } },
  '/l/auth.1/en.json': { auth: { signOut: 'Sign out' } },
  '/l/entry.1/de.json': { audit: { title: 'Prüfprotokoll' } },
  '/l/roles.1/de.json': { roles: { admin: 'Administrator*in' } },
  '/l/audit.1/de.json': { audit: { title: 'Prüfprotokoll', empty: 'Noch keine Einträge' } },
};

let failing = new Set<string>();
const fetchMock = vi.fn((url: string) => {
  const body = FILES[url];
  if (!body || failing.has(url)) return Promise.resolve(new Response('', { status: 503 }));
  return Promise.resolve(new Response(JSON.stringify(body)));
});
const fetched = () => fetchMock.mock.calls.map(([url]) => url).sort();

async function start() {
  const { createI18n } = await import('../i18n');
  return createI18n();
}

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  failing = new Set();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('strings by group', () => {
  it('start with the entry’s single keys and groups only', async () => {
    const i18n = await start();
    expect(fetched()).toEqual(['/l/entry.1/en.json', '/l/roles.1/en.json']);
    expect(i18n.t('audit.title')).toBe('Audit log');
    expect(i18n.t('roles.admin')).toBe('Administrator');
    expect(i18n.exists('audit.empty')).toBe(false);
  });

  it('add a later chunk’s groups before it runs, beside the entry’s keys of the same group', async () => {
    const i18n = await start();
    await globalThis.__loadLocaleGroups?.(['audit']);
    expect(i18n.t('audit.empty')).toBe('No entries yet');
    expect(i18n.t('audit.title')).toBe('Audit log');
    expect(fetched()).not.toContain('/l/auth.1/en.json');
  });

  it('read another language with every group asked for so far', async () => {
    const i18n = await start();
    await globalThis.__loadLocaleGroups?.(['audit']);
    fetchMock.mockClear();
    await i18n.changeLanguage('de');
    expect(fetched()).toEqual(['/l/audit.1/de.json', '/l/entry.1/de.json', '/l/roles.1/de.json']);
    expect(i18n.t('audit.empty')).toBe('Noch keine Einträge');
    expect(i18n.t('roles.admin')).toBe('Administrator*in');
  });

  it('add a chunk’s groups in every language held, so that switching back shows them too', async () => {
    localStorage.setItem('language', 'de');
    const i18n = await start();
    await globalThis.__loadLocaleGroups?.(['audit']);
    // German and English (the fallback) both hold the chunk's strings
    expect(fetched()).toContain('/l/audit.1/en.json');
    await i18n.changeLanguage('en');
    expect(i18n.t('audit.empty')).toBe('No entries yet');
  });

  it('add a group to a language once, however many chunks ask for it', async () => {
    localStorage.setItem('language', 'de');
    const i18n = await start();
    const added = vi.spyOn(i18n, 'addResourceBundle');
    // an entry group: German and English (the fallback) were read with it
    await globalThis.__loadLocaleGroups?.(['roles']);
    expect(added).not.toHaveBeenCalled();
    await globalThis.__loadLocaleGroups?.(['audit']);
    await globalThis.__loadLocaleGroups?.(['audit', 'roles']);
    expect(added.mock.calls.map(([language]) => language).sort()).toEqual(['de', 'en']);
    expect(i18n.t('audit.empty')).toBe('Noch keine Einträge');
    await i18n.changeLanguage('en');
    expect(i18n.t('audit.empty')).toBe('No entries yet');
    expect(i18n.t('roles.admin')).toBe('Administrator');
  });

  it('read a file that failed again when it is next asked for', async () => {
    const i18n = await start();
    failing.add('/l/audit.1/en.json');
    await expect(globalThis.__loadLocaleGroups?.(['audit'])).rejects.toThrow('answered 503');
    expect(i18n.exists('audit.empty')).toBe(false);
    failing.clear();
    await globalThis.__loadLocaleGroups?.(['audit']);
    expect(i18n.t('audit.empty')).toBe('No entries yet');
  });
});
