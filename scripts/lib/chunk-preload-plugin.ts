// Puts src/lib/chunk-preload.ts in place of Vite's own `__vitePreload` (the module every chunk that
// imports another lazily calls): Vite's links all of a chunk's files in one task, ours one script
// per task (see that module). Vite names its helper module `\0vite/preload-helper.js` and loads
// it itself; a plugin that loads it first replaces it.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Vite's id for the helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

export function chunkPreload(root: string): Plugin {
  const helper = path.join(root, 'src/lib/chunk-preload.ts');
  return {
    name: 'chunk-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // the helper builds each file's address from the site's root
      if (config.base !== '/')
        throw new Error(`chunk-preload expects base '/', not ${config.base}`);
    },
    load(id) {
      if (id !== VITE_PRELOAD_HELPER) return null;
      return `export { __vitePreload } from ${JSON.stringify(helper)};`;
    },
  };
}
