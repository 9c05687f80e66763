import { builtinModules } from 'node:module';
import js from '@eslint/js';
import type { Linter } from 'eslint';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureIsolation } from './rules/feature-isolation.ts';
import { lifecycleWriter } from './rules/lifecycle-writer.ts';
import { serverLayers } from './rules/server-layers.ts';
import { wholeMessages } from './rules/whole-messages.ts';

/** The repo's own rules; one plugin object, as ESLint refuses two different ones under one name. */
const portal = {
  rules: {
    'feature-isolation': featureIsolation,
    'lifecycle-writer': lifecycleWriter,
    'server-layers': serverLayers,
    'whole-messages': wholeMessages,
  },
};

/** Packages are imported by subpath (`@portal/ui/button`); a bare package name would be a root barrel. */
const NO_ROOT_BARREL = {
  regex: '^@portal/[^/]+$',
  message: 'Import a subpath such as @portal/ui/button: packages have no root barrel (DESIGN §4).',
};

/** no-restricted-imports replaces, not merges, across config blocks: every block states its full list. */
const restrictImports = (...patterns: object[]): Linter.RuleEntry => [
  'error',
  { patterns: [NO_ROOT_BARREL, ...patterns] },
];

/**
 * The server and the screens must get the same answer from domain for the same input, so the clock
 * and randomness come in as parameters, never read inside.
 */
const HIDDEN_INPUTS = [
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='Date']",
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  "CallExpression[callee.object.name='Math'][callee.property.name='random']",
].map((selector) => ({
  selector,
  message: 'domain is deterministic: take `now` (or a random value) as a parameter.',
}));

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/*.gen.ts',
      '**/schema.d.ts',
      // Mock Service Worker's worker script, copied by `msw init`.
      '**/mockServiceWorker.js',
      'packages/eslint-config/fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-unresolved': 'off', // TypeScript resolves imports, with the same package.json rules
      'no-restricted-imports': restrictImports(),
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          group: ['@portal/*'],
          message: 'domain is pure rules: it imports nothing of ours (DESIGN §4).',
        },
        {
          group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'node:*', ...builtinModules],
          message: 'domain has no React and no I/O.',
        },
      ),
      'no-restricted-syntax': ['error', ...HIDDEN_INPUTS],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: [
          '@portal/api-client',
          '@portal/api-client/*',
          '@portal/features',
          '@portal/features/*',
        ],
        message: 'ui is presentation only: it never imports api-client or features (DESIGN §4).',
      }),
    },
  },
  {
    files: ['packages/features/src/**'],
    plugins: { portal },
    rules: { 'portal/feature-isolation': 'error' },
  },
  {
    // Screens read and write /api through the hooks of `<feature>/api/` files, one convention for
    // keys, invalidation and errors; only those files (and the app, which provides it) get the client.
    files: ['packages/features/src/**'],
    ignores: ['packages/features/src/**/api/**', 'packages/features/src/app/**'],
    rules: {
      'no-restricted-imports': restrictImports({
        regex: '^#shared/api/api-client\\.ts$',
        importNames: ['useApiClient'],
        message: 'Call /api from a hook in an api/ file (useX, useXMutation), not from a screen.',
      }),
    },
  },
  {
    // One writer per table (decision 071): only account/lifecycle.ts and mail/lifecycle.ts change
    // an account's or a mail item's lifecycle columns. Tests set rows up directly, and the demo
    // seed writes finished histories (paused, terminated, half-signed-up members, mail in every
    // state) that no run of today's transitions produces: both are left out on purpose, and so is
    // the money model's harness, which opens each random member's account on a chosen date.
    files: ['apps/api/**'],
    ignores: [
      'apps/api/**/*.test.ts',
      'apps/api/test/**',
      'apps/api/src/seed/**',
      'apps/api/src/money-model/**',
    ],
    plugins: { portal },
    rules: { 'portal/lifecycle-writer': 'error' },
  },
  {
    // The server's layers, top first (decision 090): a folder imports only itself and the folders
    // after it. The process entry and the test harnesses sit on top; then the HTTP assembly and
    // background jobs; web pages and staff commands; the business areas; money; the platform
    // (database, queue, storage, transports); brand data; the contract's types. Tests may reach
    // any layer, as they start the whole app.
    files: ['apps/api/src/**'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { portal },
    rules: {
      'portal/server-layers': [
        'error',
        {
          root: 'apps/api/src',
          layers: [
            '.',
            'money-model',
            'seed',
            'jobs',
            'http',
            'web',
            'staff',
            'action-required',
            'mail-rules',
            'sign-in',
            'folders',
            'forwarding',
            'history',
            'catalogue',
            'support',
            'verification',
            'ocr',
            'billing',
            'registration',
            'account',
            'mail',
            'labels',
            'auth',
            'notices',
            'money',
            'platform',
            'brands',
            'contract',
          ],
        },
      ],
    },
  },
  {
    // Issue 34: every sentence is one translated message, links and buttons inside it as tags.
    files: ['packages/features/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { portal },
    rules: { 'portal/whole-messages': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
