// The build's prerendered pages: sign-in, sign-up, forgot password and not found, rendered by the
// app's own components (src/app/prerender.tsx) in each language into copies of the built
// index.html, with the page's styles inline and its scripts asked for once it has painted, so that
// the first paint needs the HTML alone. English is at dist/<page>.html; the other languages at
// dist/localized/<lng>/<page>.html, which Firebase Hosting serves by the `firebase-language-override`
// cookie the app keeps (firebase.json `hosting.i18n`, `cleanUrls`). A page of another language
// than the stored one is hidden by index.html's script until the app has rendered it. The page is
// inert until main.tsx has handed it to React, which replays a click on a part still loading.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contracts/locales.ts';
import { LOCALE_GROUPS_FILE, type LocaleGroupsRecord } from './locale-groups.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Page {
  /** The page's path, by its name in src/config/paths.ts; null: a path no route has. */
  name: 'login' | 'register' | 'forgotPassword' | null;
  /** The modules whose chunks the page renders: their styles and scripts go into its head. */
  modules: readonly string[];
  /**
   * Modules it renders whose scripts load after the page's own (a form that brings the sign-in
   * SDK): only their styles and strings go into the head, so the first paint waits for less.
   */
  later?: readonly string[];
}

export const PRERENDERED_PAGES: readonly Page[] = [
  {
    name: 'login',
    modules: ['src/app/routes/auth/login-route.tsx'],
    // the email and password form is a chunk of its own (sign-in-page.tsx), with Firebase Auth
    later: ['src/features/auth/components/sign-in-form.tsx'],
  },
  { name: 'register', modules: ['src/app/routes/auth/register-route.tsx'] },
  { name: 'forgotPassword', modules: ['src/app/routes/auth/forgot-password-route.tsx'] },
  { name: null, modules: ['src/app/routes/not-found-route.tsx'] },
];

/** Where Hosting looks for a language's copy of a page (firebase.json `hosting.i18n.root`). */
export const LOCALIZED_ROOT = 'localized';
/** The page Hosting answers a path with no file and no rewrite with (status 404). */
const NOT_FOUND_FILE = '404.html';

/** The files a page's chunks need first: each chunk's script and styles and those it imports. */
export function pageAssets(manifest: Manifest, modules: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The string files a page needs in `language` (and in English, i18next's fallback, which it reads
 * too): the groups of the entry chunk and of the page's chunks (scripts/lib/locale-groups.ts).
 */
export function pageStrings(
  record: LocaleGroupsRecord,
  scripts: readonly string[],
  language: Locale,
): string[] {
  // the entry's first: its file of single keys goes before the groups it is part of
  const groups = new Set(scripts.flatMap((file) => record.chunks[file] ?? []));
  const languages = [...new Set([language, DEFAULT_LOCALE])];
  return [...groups].flatMap((group) =>
    languages.map((lng) => `${group.startsWith('/') ? group : record.files[group]}/${lng}.json`),
  );
}

/**
 * The prerendered page's one inline script: it asks for the page's strings and scripts once the
 * page has painted from its HTML, so that on a slow link the markup and its styles do not share
 * the first round trips with 150 KB of JavaScript (the page is inert until then). It links each
 * inlined stylesheet too, right after its inline copy (the rules keep their order, so nothing
 * moves when the file arrives): the app's chunk loader finds it linked and does not wait for it
 * again. A hidden tab (no frames) asks at once. Its hash is in firebase.json's
 * Content-Security-Policy.
 */
export const PAGE_LOADER =
  '(function(s){function a(r,h,t){var l=document.createElement("link");l.rel=r;l.href=h;' +
  'l.crossOrigin="";if(t)l.as=t;document.head.appendChild(l)}function g(){var d=s.dataset;' +
  'd.fetch.split(" ").forEach(function(h){if(h)a("preload",h,"fetch")});' +
  'document.querySelectorAll("style[data-href]").forEach(function(t){' +
  'var l=document.createElement("link");l.rel="stylesheet";l.href=t.dataset.href;' +
  'l.crossOrigin="";t.after(l)});' +
  'd.modules.split(" ").forEach(function(h){if(h)a("modulepreload",h)});' +
  'var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=d.entry;' +
  'document.head.appendChild(e)}if(document.visibilityState==="hidden")g();' +
  'else requestAnimationFrame(function(){setTimeout(g,0)})})(document.currentScript);';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">\s*/g;

/**
 * The built index.html with a page's markup in its root element, in its language: its styles
 * inline (the first paint needs the HTML alone), its strings and scripts asked for by PAGE_LOADER.
 * `readAsset` gives a built file's text by its path in dist/.
 */
export function pageHtml(
  template: string,
  page: {
    language: Locale;
    dir: 'ltr' | 'rtl';
    markup: string;
    scripts: string[];
    styles: string[];
    strings: string[];
  },
  readAsset: (file: string) => string,
): string {
  const found = (pattern: RegExp) => [...template.matchAll(pattern)].map((match) => match[1]!);
  const [entry, ...others] = found(ENTRY_SCRIPT);
  if (!entry || others.length > 0) {
    throw new Error('index.html no longer has the one entry script the prerender moves');
  }
  const styles = [...new Set([...found(STYLESHEET), ...page.styles])];
  const modules = [...new Set([...found(MODULE_PRELOAD), ...page.scripts])].filter(
    (file) => file !== entry,
  );
  const inline = styles.map((file) => {
    const css = readAsset(file);
    // inline, a relative url() would be read from the page's path, not the stylesheet's
    if (/url\(\s*['"]?(?!data:|https?:|\/)/.test(css)) {
      throw new Error(`${file} has a relative url(): it cannot be inlined as it is`);
    }
    return `<style data-href="/${file}">${css.trim()}</style>`;
  });
  const loader =
    `<script data-entry="/${entry}" data-modules="${modules.map((file) => `/${file}`).join(' ')}"` +
    ` data-fetch="${page.strings.join(' ')}">${PAGE_LOADER}</script>`;
  const html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(
      /<html lang="en" dir="ltr">/,
      `<html lang="${page.language}" dir="${page.dir}" data-prerendered="${page.language}">`,
    )
    .replace('</head>', `  ${[...inline, loader].join('\n    ')}\n  </head>`)
    // inert until the app has taken it over: a click or a keystroke before then would be lost
    .replace('<div id="root"></div>', `<div id="root" inert>${page.markup}</div>`);
  if (!html.includes('data-prerendered') || !html.includes(page.markup)) {
    throw new Error('index.html no longer has the <html> and root element the prerender fills');
  }
  return html;
}

/**
 * The browser's storages as a first visit finds them, empty, for the modules that read them as they
 * load (the session's timings, the sign-in hint): a prerendered page is what anyone sees first.
 */
function firstVisitStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Vite plugin: after the build has written dist/, writes the prerendered pages beside it. */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // the app's modules as Node runs them (aliases, TSX, import.meta.env), without a bundle
      const server = await createServer({
        root,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
      globals.localStorage = firstVisitStorage();
      globals.sessionStorage = firstVisitStorage();
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderPage: (path: string, language: Locale, strings: object) => Promise<string>;
        };
        const { paths } = (await server.ssrLoadModule('/src/config/paths.ts')) as {
          paths: Record<NonNullable<Page['name']>, string>;
        };
        const { directionOf } = (await server.ssrLoadModule('/src/lib/i18n/languages.ts')) as {
          directionOf: (language: Locale) => 'ltr' | 'rtl';
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const record = JSON.parse(
          readFileSync(path.join(outDir, LOCALE_GROUPS_FILE), 'utf8'),
        ) as LocaleGroupsRecord;
        const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('No entry chunk in the Vite manifest');
        for (const page of PRERENDERED_PAGES) {
          const route = page.name ? paths[page.name] : '/404';
          const file = page.name ? `${route.slice(1)}.html` : NOT_FOUND_FILE;
          const own = pageAssets(manifest, page.modules);
          const later = pageAssets(manifest, page.later ?? []);
          const assets = {
            scripts: own.scripts,
            styles: [...new Set([...own.styles, ...later.styles])],
          };
          for (const language of LOCALES) {
            const messages = JSON.parse(
              readFileSync(path.join(root, 'public', 'locales', language, 'common.json'), 'utf8'),
            ) as Record<string, unknown>;
            const markup = await renderPage(route, language, messages);
            const target =
              language === DEFAULT_LOCALE
                ? path.join(outDir, file)
                : path.join(outDir, LOCALIZED_ROOT, language, file);
            mkdirSync(path.dirname(target), { recursive: true });
            const strings = pageStrings(
              record,
              [entry.file, ...own.scripts, ...later.scripts],
              language,
            );
            writeFileSync(
              target,
              pageHtml(
                template,
                { language, dir: directionOf(language), markup, ...assets, strings },
                (asset) => readFileSync(path.join(outDir, asset), 'utf8'),
              ),
            );
          }
        }
      } finally {
        await server.close();
        delete globals.localStorage;
        delete globals.sessionStorage;
      }
    },
  };
}
