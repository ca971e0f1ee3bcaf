// The build's lazy chunks are loaded by src/lib/chunk-preload.ts, not by Vite's own helper: a small
// app with a lazy chunk, built with the plugin, calls ours.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPreload, VITE_PRELOAD_HELPER } from './chunk-preload-plugin.ts';
import { ROOT } from './emulator-config.ts';
import { buildSmallApp } from './small-app-build.ts';

describe('the chunk-preload plugin', () => {
  it('answers for Vite’s helper module only', () => {
    const plugin = chunkPreload(ROOT);
    const load = plugin.load as (id: string) => string | null;
    expect(load(VITE_PRELOAD_HELPER)).toBe(
      `export { __vitePreload } from ${JSON.stringify(path.join(ROOT, 'src/lib/chunk-preload.ts'))};`,
    );
    expect(load('/src/app/main.tsx')).toBeNull();
  });

  it('puts its loader in the build: a lazy chunk is asked for through it', async () => {
    const code = await buildSmallApp(
      {
        'main.js':
          "import { shared } from './shared.js';\nimport('./lazy.js').then((m) => m.run(shared));\n",
        'shared.js': 'export const shared = 1;\n',
        'lazy.js':
          "import { shared } from './shared.js';\nexport const run = (x) => console.log(x + shared);\n",
      },
      { plugins: [chunkPreload(ROOT)], build: { minify: false } },
    );
    // ours: asks for a task per script (nextTask), and links a failed stylesheet afresh
    expect(code).toContain('MessageChannel');
    expect(code).toContain('link.remove()');
    // Vite's: a set of the hrefs it preloaded
    expect(code).not.toContain('preloadedHrefs');
  });

  it('refuses a base other than the site’s root, which its addresses assume', () => {
    const plugin = chunkPreload(ROOT);
    const configResolved = plugin.configResolved as (config: { base: string }) => void;
    expect(() => configResolved({ base: '/' })).not.toThrow();
    expect(() => configResolved({ base: './' })).toThrow(/base/);
  });
});
