/// <reference types="vitest/config" />
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LOCALES } from './contracts/locales.ts';
import { localAppEnv } from './scripts/lib/app-env.ts';
import { emulators } from './scripts/lib/emulator-config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the browser finds the local suite: firebase.json's ports (the one place ports live), moved
 * as a whole when the run uses another port set (EMULATOR_PORT_OFFSET).
 */
const emulatorHosts = {
  auth: `http://${emulators.auth.host}:${emulators.auth.port}`,
  firestore: { host: emulators.firestore.host, port: emulators.firestore.port },
  functions: { host: emulators.functions.host, port: emulators.functions.port },
};

/**
 * The build's source maps stay off the public site: written without a reference in the scripts
 * ('hidden') and moved out of dist/ into .sourcemaps/ (kept locally, uploaded nowhere).
 */
function keepSourceMapsPrivate(): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const target = path.join(root, '.sourcemaps');
      rmSync(target, { recursive: true, force: true });
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const destination = path.join(target, file);
        mkdirSync(path.dirname(destination), { recursive: true });
        renameSync(path.join(outDir, file), destination);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    keepSourceMapsPrivate(),
    // the kit's built-in texts (react-aria) in our languages only, not its thirty-odd others
    optimizeLocales.vite({ locales: LOCALES }),
    react(),
  ],
  resolve: {
    alias: { '@': path.join(root, 'src'), '@contracts': path.join(root, 'contracts') },
  },
  define: {
    __EMULATOR_HOSTS__: JSON.stringify(emulatorHosts),
  },
  build: {
    manifest: true,
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': `http://${emulators.hosting.host}:${emulators.hosting.port}`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contracts/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // the app's own configuration for the local suite: api/ files run as in the browser
          env: localAppEnv(),
          include: ['tests/integration/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/test/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
