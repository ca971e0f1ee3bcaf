// React DOM makes five errors when its module is evaluated, and uses them only as markers: it
// throws one to leave a render that waits on data or code (`use`, lazy), or on a hydration
// mismatch, and knows it again when it catches it (`thrown === SuspenseException`). No person ever
// reads them. Made with `Error(...)`, each captures the stack of the module's evaluation. Where an
// inspector follows the page (DevTools open, Lighthouse, a test browser's driver), V8 then works
// out the source positions of every function on that stack: it parses React DOM's whole CommonJS
// function and the whole entry chunk again, 60-80 ms on this 2-core machine, in the one task that
// evaluates the entry (240-320 ms at Lighthouse's 4× slower phone). Without an inspector the
// stacks cost nothing, and nothing changes for a person's browser.
// Here the markers are objects of Error's prototype made without the constructor: the same
// message, `instanceof Error`, and no stack captured. Everything else in the module is as it was;
// the build fails if the module no longer makes the five markers as expected.
import type { Plugin } from 'vite';

/** The module this rewrites, as its path ends. */
export const REACT_DOM_CLIENT_MODULE = /react-dom\/cjs\/react-dom-client\.production\.js$/;

/** The markers' error codes (React's error decoder: https://react.dev/errors/<code>). */
export const MARKER_CODES = [460, 461, 474, 519, 542] as const;

/** `<Name> = Error(formatProdErrorMessage(<code>))`, as the module's declarations make them. */
const markerPattern = (code: number) =>
  new RegExp(`(\\b[A-Za-z]+Exception = )Error\\(formatProdErrorMessage\\(${code}\\)\\)`, 'g');

function unexpected(): Error {
  return new Error(
    'react-dom-client.production.js is no longer as this build expects ' +
      '(scripts/lib/react-dom-markers.ts): check the new version and update the rewrite',
  );
}

/** The module with each marker made without Error's constructor. */
export function markersWithoutStacks(code: string): string {
  let rewritten = code;
  for (const marker of MARKER_CODES) {
    const pattern = markerPattern(marker);
    if ((rewritten.match(pattern) ?? []).length !== 1) throw unexpected();
    rewritten = rewritten.replace(pattern, `$1__reactMarker(formatProdErrorMessage(${marker}))`);
  }
  return `${rewritten}
function __reactMarker(message) {
  return Object.create(Error.prototype, {
    message: { value: message, writable: true, configurable: true },
  });
}
`;
}

export function reactDomMarkers(): Plugin {
  return {
    name: 'react-dom-markers',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_DOM_CLIENT_MODULE.test(id)) return null;
      return { code: markersWithoutStacks(code), map: null };
    },
  };
}
