// Which strings a chunk's code names (the build's locale split, locale-groups.ts): single keys
// spelt out, the whole group of a key built from a prefix; and a lazy chunk's strings asked for
// when the chunk is asked for.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contracts/locales.ts';
import { namedIn, splitLocales, withGroupsPreloaded } from './locale-groups.ts';
import { buildSmallAppChunks } from './small-app-build.ts';

const strings = {
  auth: { signIn: { title: 'Sign in' }, errors: { generic: 'Error' } },
  roles: { admin: 'Administrator', employer: 'Employer' },
  jobs: { count_one: '{{count}} job', count_other: '{{count}} jobs' },
  audit: { title: 'Audit log' },
};

describe('namedIn', () => {
  it('names a key spelt out in any quotes, minified or not', () => {
    expect(
      namedIn(`t('auth.signIn.title');e("audit.title");x=\`auth.errors.generic\``, strings),
    ).toEqual({
      groups: [],
      keys: ['audit.title', 'auth.errors.generic', 'auth.signIn.title'],
    });
  });

  it('names the whole group of a key built from a prefix, or of a plural’s base', () => {
    expect(namedIn('t(`roles.${role}`);t("jobs.count",{count:n})', strings)).toEqual({
      groups: ['jobs', 'roles'],
      keys: [],
    });
    // a key that is not a string of its own (an object of strings) is its whole group too
    expect(namedIn("t('auth.errors', { returnObjects: true })", strings).groups).toEqual(['auth']);
  });

  it('names nothing for strings that only look alike', () => {
    expect(
      namedIn("import('./auth.css'); const a = 'jobsite.example'; audit.title", strings),
    ).toEqual({ groups: [], keys: [] });
  });
});

describe('withGroupsPreloaded', () => {
  const groupsOf = (fileName: string) =>
    fileName === 'assets/cards-1a2b.js' ? ['jobs', 'roles'] : [];
  const ask = 'globalThis.__loadLocaleGroups?.(["jobs","roles"])?.catch(() => {})';

  /** Runs `code` with a preload helper and a loader that record what they are called with. */
  function run(code: string, loader: (groups: string[]) => Promise<void> | undefined) {
    const calls: string[] = [];
    const scope = {
      __loadLocaleGroups: (groups: string[]) => {
        calls.push(`ask ${groups.join(',')}`);
        return loader(groups);
      },
      __vitePreload: (load: unknown, dependencies: string[]) => {
        calls.push(`helper ${typeof load} ${dependencies.join(',')}`);
        return Promise.resolve('chunk');
      },
    };
    const result: unknown = runInNewContext(`(() => { ${code} })()`, scope);
    return { calls, result };
  }

  it('asks for the chunk’s groups before the preload helper links its files', async () => {
    const code =
      'return __vitePreload(() => import("./cards-1a2b.js").then((cards) => cards.show()), ["assets/cards-1a2b.js"]);';
    const rewritten = withGroupsPreloaded(code, ['assets/cards-1a2b.js'], groupsOf);
    expect(rewritten).toBe(
      `return (${ask}, __vitePreload)(() => import("./cards-1a2b.js").then((cards) => cards.show()), ["assets/cards-1a2b.js"]);`,
    );
    const { calls, result } = run(rewritten, () => Promise.resolve());
    // the helper still gets the function that imports the chunk, and answers as before
    expect(calls).toEqual(['ask jobs,roles', 'helper function assets/cards-1a2b.js']);
    await expect(result).resolves.toBe('chunk');
  });

  it('leaves a failed ask to the chunk’s own, without an unhandled rejection', async () => {
    const code = 'return __vitePreload(() => import(`./cards-1a2b.js`), []);';
    const { calls, result } = run(
      withGroupsPreloaded(code, ['assets/cards-1a2b.js'], groupsOf),
      () => Promise.reject(new Error('offline')),
    );
    expect(calls).toEqual(['ask jobs,roles', 'helper function ']);
    await expect(result).resolves.toBe('chunk');
  });

  it('asks before a bare import, and leaves other imports and chunks without strings as they are', () => {
    const code = [
      'const cards = import("./cards-1a2b.js").then((module) => module.show);',
      'const other = import("./other-3c4d.js");',
      'const later = async () => import("./cards-1a2b.js");',
    ].join('\n');
    const rewritten = withGroupsPreloaded(
      code,
      ['assets/cards-1a2b.js', 'assets/other-3c4d.js'],
      groupsOf,
    );
    expect(rewritten.split('\n')).toEqual([
      `const cards = (${ask}, import("./cards-1a2b.js")).then((module) => module.show);`,
      'const other = import("./other-3c4d.js");',
      // an arrow's body is not split from its import: that one asks when its chunk runs
      'const later = async () => import("./cards-1a2b.js");',
    ]);
  });
});

it('has a lazy chunk ask for the strings of the chunk it imports beside its files, not after them', async () => {
  const common = JSON.stringify({ jobs: { title: 'Jobs' }, audit: { title: 'Audit log' } });
  const chunks = await buildSmallAppChunks(
    {
      'main.js': "import('./later.js').then((later) => later.run());\n",
      'later.js':
        "import { shared } from './shared.js';\nexport const run = () => import('./cards.js').then((cards) => cards.show(shared));\n",
      'shared.js': "export const shared = 'audit.title';\n",
      'cards.js': "export const show = (key) => console.log('jobs.title', key);\n",
      ...Object.fromEntries(
        LOCALES.map((language) => [`public/locales/${language}/common.json`, common]),
      ),
    },
    { plugins: [splitLocales()], build: { minify: false } },
  );
  const named = (prefix: string) =>
    Object.entries(chunks).find(([name]) => name.startsWith(prefix))?.[1] ?? '';
  const later = named('later-');
  const cards = named('cards-');
  // the chunk that imports the cards asks for their strings when it asks for their files
  expect(later).toMatch(
    /\(globalThis\.__loadLocaleGroups\?\.\(\["jobs"\]\)\?\.catch\(\(\) => \{\}\), __vitePreload\)\(\(\) => import\("\.\/cards-[\w-]+\.js"\)/,
  );
  // and the cards still wait for theirs before they run
  expect(cards.startsWith('await globalThis.__loadLocaleGroups?.(["jobs"]);')).toBe(true);
  // the entry's lazy imports are left to the page's hint
  expect(named('index-')).not.toContain('__loadLocaleGroups?.([');
}, 120_000);
