// Loads the app's strings group by group (the build splits common.json by its top-level keys, see
// scripts/lib/locale-groups.ts): i18next starts with the groups of the entry chunk, and every chunk
// loaded later asks for its own before it runs (`__loadLocaleGroups`, called by the build's first
// line of the chunk), merged into the `common` namespace, so `t('group.key')` stays as it is. A
// language switched to later is read with every group asked for so far. Without group files (the
// dev server) the whole common.json of the language is read instead.
import type { BackendModule, i18n as I18n } from 'i18next';
import { ENTRY_GROUPS, LOCALE_GROUPS } from 'virtual:locale-groups';

type Strings = Record<string, unknown>;

/** Every group a chunk loaded so far has asked for: what another language is read with. */
const wanted = new Set<string>(ENTRY_GROUPS);
/** The reads under way or done, by file, so that a file is fetched once (again after a failure). */
const reads = new Map<string, Promise<Strings>>();
/** The instance a chunk's groups go into, once there is one. */
let target: I18n | null = null;
/**
 * The groups each language's strings hold so far: a chunk asking for one it already holds adds
 * nothing (adding copies the group into i18next's store key by key, and most chunks ask for the
 * same few groups).
 */
const held = new Map<string, Set<string>>();

function hold(language: string, groups: Iterable<string>): void {
  const set = held.get(language) ?? new Set<string>();
  for (const group of groups) set.add(group);
  held.set(language, set);
}

function read(url: string): Promise<Strings> {
  let pending = reads.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as Strings;
    });
    // a failed read is tried again by the next one asking
    pending.catch(() => reads.delete(url));
    reads.set(url, pending);
  }
  return pending;
}

/**
 * The strings of `groups` in `language`, as one object (`{ auth: {…}, shell: {…} }`). An item that
 * is a path (the entry's file of single keys) is read from there, before the groups it is part of.
 */
export async function readGroups(language: string, groups: Iterable<string>): Promise<Strings> {
  if (!LOCALE_GROUPS) return read(`/locales/${language}/common.json`);
  const files = LOCALE_GROUPS;
  const paths = [...groups].flatMap((group) => {
    const path = group.startsWith('/') ? group : files[group];
    return path ? [`${path}/${language}.json`] : [];
  });
  const parts = await Promise.all(paths.map(read));
  return Object.assign({}, ...parts) as Strings;
}

/**
 * A chunk's groups, added to the instance before the chunk runs: in every language it holds (the
 * current one, English as the fallback, one used before), since i18next reads a language once.
 */
async function loadChunkGroups(groups: readonly string[]): Promise<void> {
  groups.forEach((group) => wanted.add(group));
  const instance = target;
  if (!instance) return;
  const languages = new Set([instance.language, ...Object.keys(instance.store.data)]);
  await Promise.all(
    [...languages].map(async (language) => {
      const missing = groups.filter((group) => !held.get(language)?.has(group));
      if (missing.length === 0) return;
      const strings = await readGroups(language, missing);
      instance.addResourceBundle(language, 'common', strings, true, true);
      hold(language, missing);
    }),
  );
}

declare global {
  var __loadLocaleGroups: ((groups: readonly string[]) => Promise<void>) | undefined;
}
globalThis.__loadLocaleGroups = loadChunkGroups;

/** i18next's backend: a language's strings of every group asked for so far. */
export const localeGroupsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const groups = [...wanted];
    readGroups(language, groups).then(
      (strings) => {
        callback(null, strings);
        hold(language, groups);
      },
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The instance later chunks' groups go into. */
export function sendLocaleGroupsTo(instance: I18n): void {
  target = instance;
  // a new instance holds nothing yet
  held.clear();
}
