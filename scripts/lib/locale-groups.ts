// The translations split by the build: public/locales/<lng>/common.json stays the one file the team
// edits, and the build writes each of its top-level keys (a feature's or screen's strings: auth,
// jobs, audit, …) as a group file of its own, /assets/locales/<group>.<hash>/<lng>.json, named by
// its content so that it is cached for good. Each chunk that loads on its own (the entry, every lazy
// route, screen and component) loads the groups its code and the code it imports name ('audit.…',
// `roles.${…}`) before it runs (a top-level await the build puts first in the chunk), so a screen
// renders with its strings and never with raw keys; the entry's groups are where i18next starts.
// src/lib/i18n/locale-groups.ts loads them (virtual:locale-groups tells it the files); the dev
// server and the tests read the whole common.json as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LOCALES } from '../../contracts/locales.ts';

const VIRTUAL_ID = 'virtual:locale-groups';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Replaced by the entry chunk's groups when the entry is rendered. */
const ENTRY_PLACEHOLDER = '__ENTRY_LOCALE_GROUPS__';
/** Where the build records each chunk's groups and the group files (the prerender reads it). */
export const LOCALE_GROUPS_FILE = '.vite/locale-groups.json';

export interface LocaleGroupsRecord {
  /** Group → the path its files are under: `<path>/<lng>.json`. */
  files: Record<string, string>;
  /**
   * Chunk file → the groups it and the chunks it imports name; the entry's list starts with the
   * path of the file of its single keys.
   */
  chunks: Record<string, string[]>;
}

type Strings = Record<string, unknown>;

/** Each language's common.json. */
function readLocales(root: string): Map<string, Strings> {
  return new Map(
    LOCALES.map((language) => [
      language,
      JSON.parse(
        readFileSync(path.join(root, 'public', 'locales', language, 'common.json'), 'utf8'),
      ) as Strings,
    ]),
  );
}

/** What a module's code names: whole groups (a prefix: `roles.${…}`, 'auth.errors') and single keys. */
export interface Named {
  groups: string[];
  keys: string[];
}

const isLeaf = (strings: Strings, key: string) =>
  typeof key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Strings)[part] : undefined),
      strings,
    ) === 'string';

/**
 * The strings `code` names: a quoted string that is a key of `strings` ('auth.signIn.title') names
 * that key; one that only starts `<group>.` (`roles.${role}`, a plural's base) names the group.
 */
export function namedIn(code: string, strings: Strings): Named {
  const groupNames = Object.keys(strings);
  if (groupNames.length === 0) return { groups: [], keys: [] };
  const pattern = new RegExp(`(["'\`])((?:${groupNames.join('|')})\\.[A-Za-z0-9_.]*)(.)`, 'g');
  const groups = new Set<string>();
  const keys = new Set<string>();
  for (const [, quote, key, next] of code.matchAll(pattern)) {
    if (next === quote && isLeaf(strings, key!)) keys.add(key!);
    else groups.add(key!.split('.')[0]!);
  }
  return { groups: [...groups].sort(), keys: [...keys].sort() };
}

interface ChunkLike {
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * What `chunk` and every chunk it imports statically name, from each module's; the entry's, which
 * are there before any other chunk runs, are left out of another chunk's.
 */
function chunkNamed(
  chunk: ChunkLike,
  chunks: Record<string, ChunkLike | undefined>,
  moduleNamed: ReadonlyMap<string, Named>,
): Named {
  const groups = new Set<string>();
  const keys = new Set<string>();
  const seen = new Set<ChunkLike>();
  const visit = (current: ChunkLike | undefined) => {
    if (!current || seen.has(current) || (current.isEntry && current !== chunk)) return;
    seen.add(current);
    for (const id of current.moduleIds) {
      const named = moduleNamed.get(id);
      named?.groups.forEach((group) => groups.add(group));
      named?.keys.forEach((key) => keys.add(key));
    }
    for (const imported of current.imports) visit(chunks[imported]);
  };
  visit(chunk);
  return { groups: [...groups].sort(), keys: [...keys].sort() };
}

/** A lazily loaded chunk loads the whole group of each key it names: its screen's strings. */
const wholeGroups = ({ groups, keys }: Named) =>
  [...new Set([...groups, ...keys.map((key) => key.split('.')[0]!)])].sort();

/** Only `keys` of `strings` (`{ postings: { title } }`). */
function pick(strings: Strings, keys: readonly string[]): Strings {
  const picked: Strings = {};
  for (const key of keys) {
    const parts = key.split('.');
    let from: unknown = strings;
    let to = picked;
    parts.forEach((part, index) => {
      from = (from as Strings | undefined)?.[part];
      if (index === parts.length - 1) to[part] = from;
      else to = (to[part] ??= {}) as Strings;
    });
  }
  return picked;
}

const hashOf = (sources: readonly string[]) =>
  createHash('sha256').update(sources.join('\n')).digest('hex').slice(0, 10);

/**
 * `code` with each lazy import of a chunk that names strings (`import("./jobs-1a2b.js")`, as a
 * chunk file's siblings are named) preceded by the ask for that chunk's groups: before the call of
 * the build's preload helper that gets the import in a function (`(ask, __vitePreload)(() =>
 * import(…)…, deps)`, so that the ask comes before the helper links the chunk's files), or before a
 * bare import. The ask's failure is left to the chunk's own (its first line), which reads again.
 * `groupsOf`: a chunk file's groups.
 */
export function withGroupsPreloaded(
  code: string,
  dynamicImports: readonly string[],
  groupsOf: (fileName: string) => string[],
): string {
  let result = code;
  for (const fileName of dynamicImports) {
    const groups = groupsOf(fileName);
    if (groups.length === 0) continue;
    const file = escapeRegExp(`./${path.posix.basename(fileName)}`);
    const ask = `globalThis.__loadLocaleGroups?.(${JSON.stringify(groups)})?.catch(() => {})`;
    const imported = `import\\(\\s*(?<quote>["'\`])${file}\\k<quote>\\s*\\)`;
    result = result
      .replace(
        new RegExp(`(?<![\\w$])([\\w$]+)(\\s*\\(\\s*\\(\\)\\s*=>\\s*)(?=${imported})`, 'g'),
        (_call: string, helper: string, opening: string) => `(${ask}, ${helper})${opening}`,
      )
      .replace(new RegExp(`(?<!=>\\s*)${imported}`, 'g'), (bare: string) => `(${ask}, ${bare})`);
  }
  return result;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function splitLocales(): Plugin {
  let build = false;
  let root = '';
  let locales = new Map<string, Strings>();
  /** Group → `/assets/locales/<group>.<hash>`. */
  let files: Record<string, string> = {};
  const moduleNamed = new Map<string, Named>();
  /** What the entry loads: its whole groups, and first the file of its single keys. */
  let entryItems: string[] = [];
  return {
    name: 'locale-groups',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      if (!build) return;
      locales = readLocales(root);
      files = {};
      for (const group of Object.keys(locales.get('en') ?? {})) {
        const sources = LOCALES.map((language) =>
          JSON.stringify({ [group]: locales.get(language)?.[group] ?? {} }),
        );
        const dir = `assets/locales/${group}.${hashOf(sources)}`;
        files[group] = `/${dir}`;
        LOCALES.forEach((language, index) =>
          this.emitFile({
            type: 'asset',
            fileName: `${dir}/${language}.json`,
            source: sources[index] ?? '{}',
          }),
        );
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      // the dev server and the tests: no group files (the whole common.json is read)
      if (!build) return 'export const LOCALE_GROUPS = null;\nexport const ENTRY_GROUPS = [];\n';
      return [
        `export const LOCALE_GROUPS = ${JSON.stringify(files)};`,
        `export const ENTRY_GROUPS = "${ENTRY_PLACEHOLDER}".split(",");`,
      ].join('\n');
    },
    transform(code, id) {
      if (build && !id.includes('/node_modules/') && !id.startsWith('\0')) {
        moduleNamed.set(id, namedIn(code, locales.get('en') ?? {}));
      }
      return null;
    },
    renderChunk(code, chunk, _options, meta) {
      if (!build) return null;
      if (!chunk.isEntry) {
        // a lazy chunk's strings asked for when it is asked for, beside its scripts, rather than
        // once they have all loaded; not in the entry, whose routes' strings the page's hint
        // links (and whose every byte counts for the sign-in page)
        code = withGroupsPreloaded(code, chunk.dynamicImports, (fileName) => {
          const target = meta.chunks[fileName];
          return target ? wholeGroups(chunkNamed(target, meta.chunks, moduleNamed)) : [];
        });
      }
      if (!chunk.isEntry && !chunk.isDynamicEntry) return { code, map: null };
      const named = chunkNamed(chunk, meta.chunks, moduleNamed);
      if (chunk.isEntry) {
        // the screens' titles and menu entries the entry names are a few keys of many groups:
        // those keys go into a file of their own rather than their groups into the entry's load
        const keys = named.keys.filter((key) => !named.groups.includes(key.split('.')[0]!));
        const sources = LOCALES.map((language) =>
          JSON.stringify(pick(locales.get(language) ?? {}, keys)),
        );
        const dir = `assets/locales/entry.${hashOf(sources)}`;
        LOCALES.forEach((language, index) =>
          this.emitFile({
            type: 'asset',
            fileName: `${dir}/${language}.json`,
            source: sources[index] ?? '{}',
          }),
        );
        entryItems = [`/${dir}`, ...named.groups];
        return {
          code: code.replace(
            new RegExp(`(["'\`])${ENTRY_PLACEHOLDER}\\1`),
            JSON.stringify(entryItems.join(',')),
          ),
          map: null,
        };
      }
      const groups = wholeGroups(named);
      if (groups.length === 0) return { code, map: null };
      // the chunk's module resolves once its strings are there (src/lib/i18n/locale-groups.ts);
      // on the first line, so that no line moves (map: null keeps the source map)
      return {
        code: `await globalThis.__loadLocaleGroups?.(${JSON.stringify(groups)});${code}`,
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      if (!build) return;
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((output): [string, Rollup.OutputChunk][] =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const record: LocaleGroupsRecord = {
        files,
        chunks: Object.fromEntries(
          Object.values(chunks).map((chunk) => [
            chunk.fileName,
            chunk.isEntry ? entryItems : wholeGroups(chunkNamed(chunk, chunks, moduleNamed)),
          ]),
        ),
      };
      this.emitFile({
        type: 'asset',
        fileName: LOCALE_GROUPS_FILE,
        source: JSON.stringify(record, null, 1),
      });
    },
  };
}
