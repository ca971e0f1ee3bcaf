// Marks the entry chunk for eager compilation (V8's explicit compile hints, Chrome 136 and later):
// with `//# allFunctionsCalledOnLoad` on its first line, V8 compiles every function of the file
// on a background thread while the file streams in. Without it, a function is compiled on the
// main thread when it is first called; the entry's functions are nearly all called at start-up
// (React, the router, i18next, the stores), so on a first visit they were compiled inside the
// entry's evaluation, the one long task before anything responds (measured: README, "Speed").
// Other browsers read a comment. Only the entry: lazy chunks hold much that a screen never calls.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface MapAsset {
  type: 'asset';
  source: string | Uint8Array;
}

/** A source map's JSON with its mappings one line further down (a line was put above the code). */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function compileHint(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    generateBundle: {
      // last: after minification, which would drop the comment, and after Vite has put its list
      // of a lazy chunk's files (`__vite__mapDeps`) at the top of the entry
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`] as MapAsset | undefined;
          if (map?.type === 'asset') {
            const json =
              typeof map.source === 'string' ? map.source : Buffer.from(map.source).toString();
            map.source = shiftedMap(json);
          }
        }
      },
    },
  };
}
