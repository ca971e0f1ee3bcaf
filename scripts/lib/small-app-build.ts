// For the build plugins' tests: a small app (index.html loading main.js, and the modules given),
// built by Vite with the plugins given; what it gives back is the built scripts' code.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';

const INDEX_HTML =
  '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>';

/** `modules`: file name → source, `main.js` among them; `config`: plugins, resolve, define, build. */
export async function buildSmallApp(
  modules: Record<string, string>,
  config: Pick<InlineConfig, 'plugins' | 'resolve' | 'define' | 'build'> = {},
): Promise<string> {
  const app = mkdtempSync(path.join(os.tmpdir(), 'small-app-'));
  try {
    writeFileSync(path.join(app, 'index.html'), INDEX_HTML);
    for (const [name, source] of Object.entries(modules)) {
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
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}
