// Lint enforces the house rules of docs/architecture.md: one-way imports with feature boundaries
// generated from the folder list, the Firebase SDK only in adapters, no cycles, accessible JSX, no
// floating promises, and tests that assert.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may not import another feature: the app composes them. */
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/app.',
}));

/** Shared code (components, lib, config) imports neither features nor the app. */
const sharedZones = ['components', 'lib', 'config'].flatMap((shared) => [
  {
    target: `./src/${shared}`,
    from: './src/features',
    message: 'Shared code must not depend on a feature.',
  },
  {
    target: `./src/${shared}`,
    from: './src/app',
    message: 'Shared code must not depend on the app.',
  },
]);

const featureToAppZones = [
  { target: './src/features', from: './src/app', message: 'Features must not import the app.' },
];

/**
 * The contracts import nothing of the project; the domain imports only the contracts; scripts and
 * functions reach what they share with the app only through those two.
 */
const contractZones = [
  {
    target: './contracts',
    from: ['./src', './functions', './scripts', './tests', './domain'],
    message: 'Contracts import nothing but zod.',
  },
  {
    target: './domain',
    from: ['./src', './functions', './scripts', './tests'],
    message: 'The domain imports nothing of the project but the contracts.',
  },
  {
    target: './functions',
    from: ['./src', './scripts'],
    message: 'The functions use the contracts and the domain, not the app.',
  },
  {
    target: './scripts',
    from: './src',
    message: 'Scripts use the contracts and the domain, not the app.',
  },
];

/** The domain is pure logic: no SDK, no UI library. */
const domainSdkBan = {
  patterns: [
    {
      group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'],
      message:
        'The domain is pure: the Firebase SDKs live in the app’s adapters and the functions.',
    },
    {
      group: [
        'firebase-functions',
        'firebase-functions/*',
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
      ],
      message: 'The domain is pure: no functions runtime, no UI library.',
    },
  ],
};

/**
 * functions/src: an area folder (team/, jobs/, billing/ …) imports functions/src/lib, the contracts
 * and the domain (contracts.ts, domain.ts), never another area; index.ts composes them. lib
 * imports no area.
 */
const functionsShared = ['./lib', './contracts.ts', './domain.ts'];
const functionsZones = readdirSync('functions/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `./functions/src/${entry.name}`,
    from: './functions/src',
    except: entry.name === 'lib' ? functionsShared : [`./${entry.name}`, ...functionsShared],
    message: 'Function areas do not import each other; share through functions/src/lib.',
  }));

export default tseslint.config(
  {
    ignores: [
      'eslint.config.js',
      'scripts/ensure-deps.mjs',
      'scripts/stubs/**',
      'dist/**',
      'functions/lib/**',
      'node_modules/**',
      'functions/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.firebase-cache/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json', './functions/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        alias: {
          map: [
            ['@contracts', './contracts'],
            ['@domain', './domain'],
            ['@', './src'],
          ],
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // `role` on our own components is a product role, not an ARIA role
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 3 }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // a cycle cannot pass through a package: packages are not followed
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedZones, ...featureToAppZones] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'The Firebase SDK lives in src/lib/firebase and src/features/*/api only.',
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: "Use lazy from '@/lib/lazy-component': it tries a failed load again.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts', 'domain/**/*.ts', 'scripts/**/*.ts', 'functions/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: contractZones }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', domainSdkBan] },
  },
  {
    files: ['src/lib/firebase/**', 'src/features/*/api/**', 'src/config/env.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tests/**', 'functions/**', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  {
    // the functions, the contracts and the domain (which the functions compile) name the emitted
    // .js of a .ts file in their imports: resolve those, or their zones would see nothing
    files: ['functions/src/**/*.ts', 'contracts/**/*.ts', 'domain/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
  },
  {
    // the functions log through firebase-functions' logger (structured fields), never console
    files: ['functions/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...contractZones, ...functionsZones] }],
      'no-console': ['error', {}],
    },
  },
  {
    files: [
      'src/**/*.test.{ts,tsx}',
      'contracts/**/*.test.ts',
      'domain/**/*.test.ts',
      'tests/rules/**',
      'tests/integration/**',
      'functions/test/**',
    ],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'assertFails', 'assertSucceeds'] },
      ],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['tests/e2e/**'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expectAccessible', 'expect*'] },
      ],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
);
