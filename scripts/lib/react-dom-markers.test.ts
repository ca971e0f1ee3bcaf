// @vitest-environment jsdom
// How the build has React DOM make its markers: a small app built with the plugin makes no error
// while its script is evaluated (built without it, React DOM makes its five), and still renders
// what waits on data and on code, which is what the markers are thrown for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { ROOT } from './emulator-config.ts';
import {
  MARKER_CODES,
  markersWithoutStacks,
  REACT_DOM_CLIENT_MODULE,
  reactDomMarkers,
} from './react-dom-markers.ts';
import { buildSmallApp } from './small-app-build.ts';

/** Renders, into a new element, a component that waits on data (`use`) and one that waits on code. */
const MAIN = `
import { createElement, lazy, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
window.smallApp = {
  render() {
    let settle;
    const data = new Promise((resolve) => (settle = resolve));
    function Reader() {
      return createElement('p', null, use(data));
    }
    let load;
    const Later = lazy(() => new Promise((resolve) => (load = resolve)));
    const element = document.createElement('div');
    createRoot(element).render(
      createElement(
        'main',
        null,
        createElement(Suspense, { fallback: createElement('p', null, 'waiting for data') }, createElement(Reader)),
        createElement(Suspense, { fallback: createElement('p', null, 'waiting for code') }, createElement(Later)),
      ),
    );
    return {
      element,
      settle: (value) => settle(value),
      load: (text) => load({ default: () => createElement('p', null, text) }),
    };
  },
};
`;

interface SmallApp {
  render(): {
    element: HTMLElement;
    settle: (value: string) => void;
    load: (text: string) => void;
  };
}

const packages = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, path.join(ROOT, 'node_modules', name)]));

const GlobalError = globalThis.Error;
/** Calls of `Error` (with or without `new`) while the app's script is evaluated. */
let errorsMade = 0;
afterEach(() => {
  globalThis.Error = GlobalError;
});

/** Builds the small app with `plugins` and evaluates its script, counting the errors it makes. */
async function evaluateApp(plugins: Plugin[]): Promise<SmallApp> {
  const code = await buildSmallApp(
    { 'main.js': MAIN },
    {
      plugins,
      resolve: { alias: packages('react-dom', 'react', 'scheduler') },
      // React's production build, as the app's (the tests run with NODE_ENV=test)
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    },
  );
  errorsMade = 0;
  globalThis.Error = new Proxy(GlobalError, {
    apply(target, self, args: [string?]) {
      errorsMade += 1;
      return target(...args);
    },
    construct(target, args: [string?]) {
      errorsMade += 1;
      return new target(...args);
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the app's built script
  const run = new Function(code) as () => void;
  try {
    run();
  } finally {
    globalThis.Error = GlobalError;
  }
  return (window as unknown as { smallApp: SmallApp }).smallApp;
}

/** Waits (a few of React's scheduler tasks) until the element reads `text`. */
async function untilText(element: HTMLElement, text: string): Promise<void> {
  for (let i = 0; i < 200 && element.textContent !== text; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(element.textContent).toBe(text);
}

it('makes no error while the script is evaluated; built without the plugin, React DOM makes its five', async () => {
  await evaluateApp([reactDomMarkers()]);
  expect(errorsMade).toBe(0);
  await evaluateApp([]);
  expect(errorsMade).toBe(MARKER_CODES.length);
}, 120_000);

it('still renders what waits on data and on code', async () => {
  const app = await evaluateApp([reactDomMarkers()]);
  const { element, settle, load } = app.render();
  await untilText(element, 'waiting for datawaiting for code');
  settle('the data');
  await untilText(element, 'the datawaiting for code');
  load('the code');
  await untilText(element, 'the datathe code');
}, 120_000);

it('makes each marker an Error of the same message, without a stack', () => {
  const installed = readFileSync(
    path.join(ROOT, 'node_modules/react-dom/cjs/react-dom-client.production.js'),
    'utf8',
  );
  expect(
    REACT_DOM_CLIENT_MODULE.test('/x/node_modules/react-dom/cjs/react-dom-client.production.js'),
  ).toBe(true);
  const rewritten = markersWithoutStacks(installed);
  for (const code of MARKER_CODES) {
    expect(rewritten).not.toContain(`Error(formatProdErrorMessage(${code}))`);
    expect(rewritten).toContain(`__reactMarker(formatProdErrorMessage(${code}))`);
  }
  // every other error of the module is as it was
  const others = (source: string) => source.split('Error(formatProdErrorMessage(').length;
  expect(others(rewritten)).toBe(others(installed) - MARKER_CODES.length);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the rewrite's own helper
  const makeMarker = new Function(
    `${rewritten.slice(rewritten.lastIndexOf('function __reactMarker'))}; return __reactMarker;`,
  ) as () => (message: string) => Error;
  const marker = makeMarker()('Minified React error #460');
  expect(marker).toBeInstanceOf(Error);
  expect(marker.message).toBe('Minified React error #460');
  expect(marker.stack).toBeUndefined();
});

it('fails the build when the module no longer makes the markers as expected', () => {
  expect(() => markersWithoutStacks('var SuspenseException = Error("x");')).toThrow(
    /update the rewrite/,
  );
});
