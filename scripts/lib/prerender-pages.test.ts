// The prerendered pages' HTML (prerender-pages.ts): the built index.html with the page's markup,
// language, direction, stylesheets, scripts and string files, and untouchable until the app runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ROOT } from './emulator-config.ts';
import {
  DASHBOARD_FRAMES,
  frameHint,
  PAGE_LOADER,
  pageAssets,
  pageHtml,
  pageStrings,
  PERSON_HINT,
} from './prerender-pages.ts';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest = {
  'src/app/main.tsx': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/app/routes/auth/login-route.tsx': {
    file: 'assets/login-route-1.js',
    imports: ['src/app/main.tsx', '_card.js'],
    css: ['assets/login-route-1.css'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
};

describe('prerendered pages', () => {
  it('link the styles and scripts of the page’s chunks and of those they import', () => {
    expect(pageAssets(manifest, ['src/app/routes/auth/login-route.tsx'])).toEqual({
      scripts: ['assets/login-route-1.js', 'assets/index-1.js', 'assets/card-1.js'],
      styles: ['assets/login-route-1.css', 'assets/index-1.css', 'assets/card-1.css'],
    });
    expect(() => pageAssets(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx is not a chunk');
  });

  it('preload the string files of the page’s chunks, the entry’s file of single keys first, and in English too', () => {
    const record = {
      files: { auth: '/assets/locales/auth.1', shell: '/assets/locales/shell.1' },
      chunks: {
        'assets/index-1.js': ['/assets/locales/entry.1', 'shell'],
        'assets/login-route-1.js': ['auth', 'shell'],
      },
    };
    expect(pageStrings(record, ['assets/index-1.js', 'assets/login-route-1.js'], 'ar')).toEqual([
      '/assets/locales/entry.1/ar.json',
      '/assets/locales/entry.1/en.json',
      '/assets/locales/shell.1/ar.json',
      '/assets/locales/shell.1/en.json',
      '/assets/locales/auth.1/ar.json',
      '/assets/locales/auth.1/en.json',
    ]);
    expect(pageStrings(record, ['assets/login-route-1.js'], 'en')).toEqual([
      '/assets/locales/auth.1/en.json',
      '/assets/locales/shell.1/en.json',
    ]);
  });

  /** The built files' text: each stylesheet holds one rule named after its file. */
  const readAsset = (file: string) => `.${path.basename(file, '.css')} { color: red; }\n`;
  /** The login page's HTML in `language`, with the login route's chunk and strings. */
  const loginPage = (language: 'en' | 'ar', markup: string, styles: string[]) =>
    pageHtml(
      template,
      {
        language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        markup,
        scripts: ['assets/index-1.js', 'assets/login-route-1.js'],
        styles,
        strings: [`/assets/locales/auth.1/${language}.json`],
      },
      readAsset,
    );

  it('hold the markup in the page’s language and direction, inert, with its styles inline', () => {
    const html = loginPage('ar', '<h1>تسجيل الدخول</h1>', [
      'assets/index-1.css',
      'assets/login-route-1.css',
    ]);
    expect(html).toContain('<html lang="ar" dir="rtl" data-prerendered="ar">');
    expect(html).toContain('<div id="root" inert><h1>تسجيل الدخول</h1></div>');
    // the first paint waits for no file: index.html's styles and the page's are in the HTML
    expect(html).toContain(
      '<style data-href="/assets/index-1.css">.index-1 { color: red; }</style>\n    ' +
        '<style data-href="/assets/login-route-1.css">.login-route-1 { color: red; }</style>',
    );
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload|preload)"/);
    expect(html).not.toContain('<script type="module"');
  });

  it('ask for the strings and scripts once the page has painted, each once', () => {
    const html = loginPage('en', '<h1>Sign in</h1>', ['assets/login-route-1.css']);
    const loader = /<script (data-[^>]*)>([^<]*)<\/script>/.exec(html);
    expect(loader?.[2]).toBe(PAGE_LOADER);
    const data: Record<string, string> = {};
    for (const [, name, value] of loader![1]!.matchAll(/data-(\w+)="([^"]*)"/g)) {
      data[name!] = value!;
    }
    expect(data).toEqual({
      entry: '/assets/index-1.js',
      modules: '/assets/react-1.js /assets/login-route-1.js',
      fetch: '/assets/locales/auth.1/en.json',
    });
    // the entry script's own tag is gone: it would be fetched alongside the HTML
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('run the loader: after the first frame one tag per task, or at once in a hidden tab', () => {
    type Made = {
      tag: string;
      rel?: string;
      href?: string;
      src?: string;
      as?: string;
      disabled?: boolean;
    };
    // what the loader put in the page, in order: appended to the head, or after an inline style
    const added: Made[] = [];
    const element = (tag: string): Made => ({ tag });
    const inlined = { dataset: { href: '/s.css' }, after: (link: Made) => added.push(link) };
    let frame: (() => void) | undefined;
    let visibilityState = 'visible';
    const timers: (() => void)[] = [];
    // the tasks the loader asks for with a message, run one at a time below
    const messages: (() => void)[] = [];
    class FakeMessageChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    const run = () => {
      runInNewContext(PAGE_LOADER, {
        document: {
          visibilityState,
          currentScript: {
            dataset: { entry: '/e.js', modules: '/m1.js /m2.js', fetch: '/t1.json /t2.json' },
          },
          querySelectorAll: (selector: string) =>
            selector === 'style[data-href]' ? [inlined] : [],
          createElement: element,
          head: { appendChild: (made: Made) => added.push(made) },
        },
        requestAnimationFrame: (callback: () => void) => (frame = callback),
        setTimeout: (callback: () => void) => timers.push(callback),
        MessageChannel: FakeMessageChannel,
      });
    };
    const described = () =>
      added.map(({ tag, rel, as, href, src }) => [tag, rel ?? as, href ?? src]);
    const everyTag = [
      ['link', 'preload', '/t1.json'],
      ['link', 'preload', '/t2.json'],
      ['link', 'stylesheet', '/s.css'],
      ['link', 'modulepreload', '/m1.js'],
      ['link', 'modulepreload', '/m2.js'],
      ['script', undefined, '/e.js'],
    ];
    run();
    expect(added).toEqual([]);
    frame!();
    expect(added).toEqual([]);
    timers.shift()!();
    // the first tag in the timer's task, each other one in a task of its own, in this order
    expect(described()).toEqual([['link', 'preload', '/t1.json']]);
    const tagsPerTask = [1];
    while (messages.length > 0) {
      const before = added.length;
      messages.shift()!();
      tagsPerTask.push(added.length - before);
    }
    expect(tagsPerTask).toEqual([1, 1, 1, 1, 1, 1]);
    expect(timers).toEqual([]);
    expect(described()).toEqual(everyTag);
    expect(added[0]!.as).toBe('fetch');
    // a mark for the chunk loader, neither fetched nor applied: the inline copy is the one in use
    expect(added[2]!.disabled).toBe(true);

    // a hidden tab draws no frame and may hold timers back: every tag at once
    added.length = 0;
    visibilityState = 'hidden';
    run();
    expect(described()).toEqual(everyTag);
    expect(messages).toEqual([]);
  });

  it('give a dashboard frame its role and the person script, before its styles and intact', () => {
    const html = pageHtml(
      template,
      {
        language: 'en',
        dir: 'ltr',
        markup: '<h1>Hiring</h1>',
        scripts: ['assets/index-1.js'],
        styles: ['assets/index-1.css'],
        strings: [],
        frame: { role: 'employer', hintKey: 'session-hint' },
      },
      readAsset,
    );
    expect(html).toContain(
      '<html lang="en" dir="ltr" data-prerendered="en" data-prerendered-role="employer">',
    );
    const script =
      /<script data-key="session-hint" data-role="employer" data-flags="([^"]*)">([^<]*)<\/script>\s*<style/.exec(
        html,
      );
    // the script as it is ($& in it is not a replacement pattern of the build's)
    expect(script?.[2]).toBe(PERSON_HINT);
    expect(script?.[1]).toContain('canManageBilling');
    expect(script?.[1]!.split(' ')).toEqual(Object.keys(frameHint('employer').teamPermissions!));
    // a page without a person has neither
    expect(loginPage('en', '<h1>Sign in</h1>', [])).not.toMatch(/data-prerendered-role|data-key/);
  });

  it('build a frame for each role, of its dashboard', () => {
    expect(DASHBOARD_FRAMES.map(({ name, modules }) => [name, modules[1]])).toEqual([
      ['admin', 'src/app/routes/admin/dashboard-route.tsx'],
      ['employer', 'src/app/routes/employer/dashboard-route.tsx'],
      ['jobSeeker', 'src/app/routes/job-seeker/dashboard-route.tsx'],
    ]);
    expect(frameHint('jobSeeker')).toEqual({ uid: 'prerendered', role: 'jobSeeker' });
  });

  describe('the person script', () => {
    const FLAGS = 'canManageTeam canViewReports';
    /** Runs it with `stored` as the session hint; what it set on <html>. */
    const paint = (stored: unknown, role = 'employer') => {
      const variables: Record<string, string> = {};
      const attributes: Record<string, string> = {};
      runInNewContext(PERSON_HINT, {
        localStorage: {
          getItem: (key: string) =>
            key !== 'hint-key' || stored === undefined
              ? null
              : typeof stored === 'string'
                ? stored
                : JSON.stringify(stored),
        },
        document: {
          documentElement: {
            style: { setProperty: (name: string, value: string) => (variables[name] = value) },
            setAttribute: (name: string, value: string) => (attributes[name] = value),
          },
          currentScript: {
            dataset: { key: 'hint-key', role, flags: role === 'employer' ? FLAGS : '' },
          },
        },
      });
      return { variables, attributes };
    };
    const owner = {
      uid: 'u1',
      role: 'employer',
      displayName: 'Omar Haddad',
      email: 'omar@example.test',
      teamPermissions: { canManageTeam: true, canViewReports: true, canEditJobs: false },
    };
    const stale = { variables: {}, attributes: { 'data-prerendered': 'stale' } };

    it('paints the name, email and initials of a hint of the frame’s role, as CSS strings', () => {
      expect(paint(owner)).toEqual({
        variables: {
          '--hint-name': '"Omar Haddad"',
          '--hint-email': '"omar@example.test"',
          '--hint-initials': '"OH"',
        },
        attributes: {},
      });
      // no name: the email, as the app shows it; quotes and backslashes escaped, lines joined
      expect(
        paint({ uid: 'u2', role: 'jobSeeker', email: 'a"b\\c@x.test' }, 'jobSeeker').variables,
      ).toEqual({
        '--hint-name': '"a\\"b\\\\c@x.test"',
        '--hint-email': '"a\\"b\\\\c@x.test"',
        '--hint-initials': '"A"',
      });
      expect(
        paint({ uid: 'u3', role: 'admin', displayName: 'Ada\nKing' }, 'admin').variables,
      ).toEqual({
        '--hint-name': '"Ada\\a King"',
        '--hint-email': '"-"',
        '--hint-initials': '"AK"',
      });
    });

    it.each([
      ['  émile   zola  von x ', 'ÉZ'],
      ['李 小龙', '李小'],
      ['😀 smile', '😀S'],
      ['ada', 'A'],
    ])('makes initials as the app does: %j → %s', (displayName, initials) => {
      expect(
        paint({ uid: 'u', role: 'admin', displayName }, 'admin').variables['--hint-initials'],
      ).toBe(`"${initials}"`);
    });

    it.each([
      ['nothing stored', undefined],
      ['not JSON', '{"uid"'],
      ['another role', { ...owner, role: 'jobSeeker' }],
      ['no uid', { ...owner, uid: '' }],
      [
        'a flag of the frame’s navigation missing',
        { ...owner, teamPermissions: { canManageTeam: true } },
      ],
      [
        'a flag that is not a boolean',
        { ...owner, teamPermissions: { ...owner.teamPermissions, x: 1 } },
      ],
      [
        'no name and no email',
        { uid: 'u', role: 'employer', teamPermissions: owner.teamPermissions },
      ],
      ['a name that is not a string', { ...owner, displayName: 7 }],
    ])('hides the frame for %s', (_, stored) => {
      expect(paint(stored)).toEqual(stale);
    });
  });

  it('refuse a stylesheet with a relative url() (inline, it would resolve from the page)', () => {
    expect(() =>
      pageHtml(
        template,
        { language: 'en', dir: 'ltr', markup: '<p></p>', scripts: [], styles: [], strings: [] },
        () => '.logo { background: url(logo.svg); }',
      ),
    ).toThrow('has a relative url()');
  });

  it('refuse an index.html without the root element they fill', () => {
    const page = {
      language: 'en' as const,
      dir: 'ltr' as const,
      markup: '<h1>Sign in</h1>',
      scripts: [],
      styles: [],
      strings: [],
    };
    expect(() =>
      pageHtml(template.replace('<div id="root"></div>', '<main></main>'), page, readAsset),
    ).toThrow('index.html no longer has');
  });
});

describe('firebase.json', () => {
  it('sends every route of the app to the app (a prerendered page is found before the rewrite)', () => {
    const hosting = (
      JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
        hosting: { rewrites: { source: string; destination?: string }[] };
      }
    ).hosting;
    const appPrefixes = hosting.rewrites
      .filter((rewrite) => rewrite.destination === '/index.html')
      .map((rewrite) => rewrite.source.replace(/\*\*$/, ''));
    // every path literal of the app's one file of routes, and those mails link to
    const sources = ['src/config/paths.ts', 'contracts/links.ts'].map((file) =>
      readFileSync(path.join(ROOT, file), 'utf8'),
    );
    const routes = sources.flatMap((source) =>
      [...source.matchAll(/'(\/[^']*)'/g)].map(([, route]) => route!),
    );
    expect(routes).toContain('/auth/login');
    expect(routes).toContain('/invitations/accept');
    // a new part of the app under another path needs its rewrite: it would answer 404
    const unserved = routes.filter(
      (route) => route !== '/' && !appPrefixes.some((prefix) => route.startsWith(prefix)),
    );
    expect(unserved).toEqual([]);
  });
});
