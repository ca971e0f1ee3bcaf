// React Router in its production form in the build. The package's exports name only its
// development files (remix-run/react-router#14102), whose one difference from the production files
// is that its warnings are on: each render of the routes builds their messages, and the build
// carries them. Tests and the dev server keep the warnings.
import path from 'node:path';
import type { Plugin } from 'vite';

export function reactRouterProduction(root: string): Plugin {
  const dist = path.join(root, 'node_modules/react-router/dist/production');
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}
