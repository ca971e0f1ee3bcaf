// The build's prerendered pages: sign-in, sign-up, forgot password and not found, and each role's
// dashboard frame, rendered by the app's own components (src/app/prerender.tsx) in each language
// into copies of the built index.html, with the page's styles inline and its scripts asked for once
// it has painted, so that the first paint needs the HTML alone. English is at dist/<page>.html;
// the other languages at dist/localized/<lng>/<page>.html, which Firebase Hosting serves by the
// `firebase-language-override` cookie the app keeps (firebase.json `hosting.i18n`, `cleanUrls`). A page of another language
// than the stored one is hidden by index.html's script until the app has rendered it. The page is
// inert until main.tsx has handed it to React, which replays a click on a part still loading.
//
// A dashboard frame is the dashboard as it paints while the session is restored: the navigation,
// headings and the cards' place, the person's texts empty. Its inline script (PERSON_HINT) paints
// them from the session hint before the first frame (src/lib/prerendered-page.ts), or hides the
// frame like a page of another language when the hint is missing, is another role's or would show
// other navigation: then the app renders the page as it would without it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contracts/locales.ts';
import { ALL_TEAM_PERMISSIONS, ROLES, type Role } from '../../contracts/roles.ts';
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
    // the email and password form is a chunk of its own (sign-in-page.tsx); Firebase Auth loads
    // once the page is used (auth-store.ts)
    later: ['src/features/auth/components/sign-in-form.tsx'],
  },
  { name: 'register', modules: ['src/app/routes/auth/register-route.tsx'] },
  { name: 'forgotPassword', modules: ['src/app/routes/auth/forgot-password-route.tsx'] },
  { name: null, modules: ['src/app/routes/not-found-route.tsx'] },
];

/** Each role's dashboard frame: the shell now, the dashboard's own chunk right after. */
export const DASHBOARD_FRAMES: readonly (Omit<Page, 'name'> & { name: Role })[] = ROLES.map(
  (role) => ({
    name: role,
    modules: [
      'src/app/shell/role-shell.tsx',
      `src/app/routes/${dashboardDir(role)}/dashboard-route.tsx`,
    ],
  }),
);

function dashboardDir(role: Role): string {
  return role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The session hint the build renders a dashboard frame for (src/features/auth/lib/session-hint.ts):
 * the role's, with every team flag (the navigation of a company's owner). The person's texts are
 * left empty whatever it names.
 */
export function frameHint(role: Role) {
  return {
    uid: 'prerendered',
    role,
    ...(role === 'employer' ? { teamPermissions: ALL_TEAM_PERMISSIONS } : {}),
  };
}

/**
 * A dashboard frame's inline script, before its first paint: the stored session hint checked as
 * the app checks it (src/features/auth/lib/session-hint.ts), of the frame's role (`data-role`) with
 * the team flags it was rendered with (`data-flags`), and a name or an email to show; then the
 * person's name, email and initials (as src/lib/format/initials.ts makes them) as the CSS variables
 * the empty texts paint (styles.css). Any other hint, or none, hides the frame like a page of
 * another language. Its hash is in firebase.json's Content-Security-Policy.
 */
export const PERSON_HINT =
  '(function(d){var r=document.documentElement,h=null;try{h=JSON.parse(localStorage.getItem(' +
  'd.key))}catch(e){}function o(v){return v===undefined||typeof v==="string"}' +
  'var f=h&&h.teamPermissions,k=!!h&&typeof h==="object"&&typeof h.uid==="string"&&h.uid!==""' +
  '&&h.role===d.role&&o(h.displayName)&&o(h.email)&&(f===undefined||typeof f==="object"&&' +
  'f!==null&&!Array.isArray(f)&&Object.keys(f).every(function(x){return typeof f[x]==="boolean"}))' +
  '&&d.flags.split(" ").every(function(x){return!x||!!f&&f[x]===true});' +
  'var n=k?(h.displayName!==undefined?h.displayName:h.email!==undefined?h.email:""):"";' +
  'if(!n){r.setAttribute("data-prerendered","stale");return}' +
  'function q(v){return\'"\'+v.replace(/[\\\\"]/g,"\\\\$&").replace(/[\\n\\r\\f]/g,"\\\\a ")+\'"\'}' +
  'var i=n.trim().split(/\\s+/).filter(Boolean).slice(0,2).map(function(w){' +
  'return(Array.from(w)[0]||"").toUpperCase()}).join("");' +
  'r.style.setProperty("--hint-name",q(n));' +
  'r.style.setProperty("--hint-email",q(h.email!==undefined?h.email:"-"));' +
  'r.style.setProperty("--hint-initials",q(i||"?"))})(document.currentScript.dataset);';

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
 * the first round trips with 150 KB of JavaScript (the page is inert until then). It marks each
 * inlined stylesheet as linked too, right after its inline copy, with a disabled link (a disabled
 * stylesheet is neither fetched nor applied): the app's chunk loader finds it linked and does not
 * fetch it again, and the browser does not parse the same rules twice. A hidden tab (no frames)
 * asks at once. Its hash is in firebase.json's Content-Security-Policy.
 *
 * It adds one tag per browser task (the next task asked for with a message, which no timer
 * clamping delays): starting a request costs the page 1-5 ms on a 2-core machine, and the
 * thirty-odd tags of a page in one task made a task that Lighthouse's 4× slower phone counts as
 * 150-200 ms of blocking time. A hidden tab gets them all in one task.
 */
export const PAGE_LOADER =
  '(function(s){var d=s.dataset,q=[];function a(r,h,t){q.push(function(){' +
  'var l=document.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";if(t)l.as=t;' +
  'document.head.appendChild(l)})}function g(){' +
  'd.fetch.split(" ").forEach(function(h){if(h)a("preload",h,"fetch")});' +
  'q.push(function(){document.querySelectorAll("style[data-href]").forEach(function(t){' +
  'var l=document.createElement("link");l.rel="stylesheet";l.disabled=true;l.href=t.dataset.href;' +
  'l.crossOrigin="";t.after(l)})});' +
  'd.modules.split(" ").forEach(function(h){if(h)a("modulepreload",h)});' +
  'q.push(function(){var e=document.createElement("script");e.type="module";e.crossOrigin="";' +
  'e.src=d.entry;document.head.appendChild(e)})}' +
  'function n(){q.shift()();if(q.length)c.port2.postMessage(0)}var c;' +
  'if(document.visibilityState==="hidden"){g();while(q.length)q.shift()()}' +
  'else requestAnimationFrame(function(){setTimeout(function(){g();' +
  'c=new MessageChannel();c.port1.onmessage=n;n()},0)})' +
  '})(document.currentScript);';

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
    /**
     * A dashboard frame's role, and the storage key of the session hint its person is painted
     * from (PERSON_HINT).
     */
    frame?: { role: Role; hintKey: string };
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
  const { frame } = page;
  const hint = frame
    ? [
        `<script data-key="${frame.hintKey}" data-role="${frame.role}"` +
          ` data-flags="${Object.keys(frameHint(frame.role).teamPermissions ?? {}).join(' ')}">` +
          `${PERSON_HINT}</script>`,
      ]
    : [];
  const role = frame ? ` data-prerendered-role="${frame.role}"` : '';
  const html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(
      /<html lang="en" dir="ltr">/,
      `<html lang="${page.language}" dir="${page.dir}" data-prerendered="${page.language}"${role}>`,
    )
    // (a function: the scripts' `$&` is not a replacement pattern)
    .replace('</head>', () => `  ${[...hint, ...inline, loader].join('\n    ')}\n  </head>`)
    // inert until the app has taken it over: a click or a keystroke before then would be lost
    .replace('<div id="root"></div>', `<div id="root" inert>${page.markup}</div>`);
  if (!html.includes('data-prerendered') || !html.includes(page.markup)) {
    throw new Error('index.html no longer has the <html> and root element the prerender fills');
  }
  return html;
}

/**
 * A browser storage: empty, as a first visit finds it, for the modules that read it as they load
 * (the session's timings, the sign-in hint); or holding `items` (a dashboard frame's hint).
 */
function memoryStorage(items: Map<string, string> = new Map()): Storage {
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

interface AppModules {
  renderPage: (
    path: string,
    language: Locale,
    strings: object,
    personFrame?: boolean,
  ) => Promise<string>;
  paths: Record<'login' | 'register' | 'forgotPassword', string> & {
    dashboard: Record<Role, string>;
  };
  directionOf: (language: Locale) => 'ltr' | 'rtl';
  /** The local storage key of the session hint. */
  hintKey: string;
}

/**
 * Runs `render` with the app's modules as Node runs them (aliases, TSX, import.meta.env), without
 * a bundle, loaded afresh with an empty local storage (a first visit's) or one holding `hint` as
 * the session hint: the stores read it as they are created.
 */
async function withApp(
  root: string,
  hint: object | null,
  render: (app: AppModules) => Promise<void>,
): Promise<void> {
  const server = await createServer({
    root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  const load = <T>(module: string) => server.ssrLoadModule(module) as Promise<T>;
  try {
    const { SESSION_HINT_KEY: hintKey } = await load<{ SESSION_HINT_KEY: string }>(
      '/src/features/auth/lib/session-hint.ts',
    );
    globals.localStorage = memoryStorage(new Map(hint ? [[hintKey, JSON.stringify(hint)]] : []));
    globals.sessionStorage = memoryStorage();
    const { renderPage } = await load<Pick<AppModules, 'renderPage'>>('/src/app/prerender.tsx');
    const { paths } = await load<Pick<AppModules, 'paths'>>('/src/config/paths.ts');
    const { directionOf } = await load<Pick<AppModules, 'directionOf'>>(
      '/src/lib/i18n/languages.ts',
    );
    await render({ renderPage, paths, directionOf, hintKey });
  } finally {
    await server.close();
    delete globals.localStorage;
    delete globals.sessionStorage;
  }
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
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const record = JSON.parse(
        readFileSync(path.join(outDir, LOCALE_GROUPS_FILE), 'utf8'),
      ) as LocaleGroupsRecord;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('No entry chunk in the Vite manifest');
      const messagesOf = (language: Locale) =>
        JSON.parse(
          readFileSync(path.join(root, 'public', 'locales', language, 'common.json'), 'utf8'),
        ) as Record<string, unknown>;

      /** Writes `page` in every language, its markup rendered at `route`; `role`: a frame's. */
      const write = async (
        app: AppModules,
        page: Pick<Page, 'modules' | 'later'>,
        route: string,
        file: string,
        role?: Role,
      ) => {
        const frame = role ? { role, hintKey: app.hintKey } : undefined;
        const own = pageAssets(manifest, page.modules);
        const later = pageAssets(manifest, page.later ?? []);
        const assets = {
          scripts: own.scripts,
          styles: [...new Set([...own.styles, ...later.styles])],
        };
        for (const language of LOCALES) {
          const markup = await app.renderPage(route, language, messagesOf(language), !!role);
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
              {
                language,
                dir: app.directionOf(language),
                markup,
                ...assets,
                strings,
                ...(frame ? { frame } : {}),
              },
              (asset) => readFileSync(path.join(outDir, asset), 'utf8'),
            ),
          );
        }
      };

      // the first-visit pages, with nothing stored
      await withApp(root, null, async (app) => {
        for (const page of PRERENDERED_PAGES) {
          const route = page.name ? app.paths[page.name] : '/404';
          await write(app, page, route, page.name ? `${route.slice(1)}.html` : NOT_FOUND_FILE);
        }
      });
      // each dashboard frame, with its role's hint stored
      for (const frame of DASHBOARD_FRAMES) {
        await withApp(root, frameHint(frame.name), async (app) => {
          const route = app.paths.dashboard[frame.name];
          await write(app, frame, route, `${route.slice(1)}.html`, frame.name);
        });
      }
    },
  };
}
