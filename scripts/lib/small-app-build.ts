// For the build plugins' tests: a small app (index.html loading main.js, and the modules given),
// built by Vite with the plugins given; what it gives back is the built scripts' code.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';

const INDEX_HTML =
  '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>';

/**
 * `modules`: file name (a path under the app's root, such as `public/x.json`) → source, `main.js`
 * among them; `config`: plugins, resolve, define, build.
 * Gives back each built script's code by its file name (`index-<hash>.js` is the entry).
 */
export async function buildSmallAppChunks(
  modules: Record<string, string>,
  config: Pick<InlineConfig, 'plugins' | 'resolve' | 'define' | 'build'> = {},
): Promise<Record<string, string>> {
  const app = mkdtempSync(path.join(os.tmpdir(), 'small-app-'));
  try {
    writeFileSync(path.join(app, 'index.html'), INDEX_HTML);
    for (const [name, source] of Object.entries(modules)) {
      mkdirSync(path.dirname(path.join(app, name)), { recursive: true });
      writeFileSync(path.join(app, name), source);
    }
    const outDir = path.join(app, 'dist');
    await build({
      ...config,
      root: app,
      configFile: false,
      logLevel: 'silent',
      build: { ...config.build, outDir },
    });
    const assets = path.join(outDir, 'assets');
    return Object.fromEntries(
      readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(path.join(assets, file), 'utf8')]),
    );
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

/** The built scripts' code, one after the other (see buildSmallAppChunks). */
export async function buildSmallApp(
  modules: Record<string, string>,
  config: Pick<InlineConfig, 'plugins' | 'resolve' | 'define' | 'build'> = {},
): Promise<string> {
  return Object.values(await buildSmallAppChunks(modules, config)).join('\n');
}
