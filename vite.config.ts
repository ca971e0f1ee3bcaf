/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localAppEnv } from './scripts/lib/app-env.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

interface Emulator {
  host: string;
  port: number;
}
const { emulators } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'hosting', Emulator>;
};

/** Where the browser finds the local suite; read from firebase.json, the one place ports live. */
const emulatorHosts = {
  auth: `http://${emulators.auth.host}:${emulators.auth.port}`,
  firestore: { host: emulators.firestore.host, port: emulators.firestore.port },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path.join(root, 'src') },
  },
  define: {
    __EMULATOR_HOSTS__: JSON.stringify(emulatorHosts),
  },
  build: {
    manifest: true,
    sourcemap: true,
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
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          restoreMocks: true,
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
