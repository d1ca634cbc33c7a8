// One lint setup for every workspace. The import-x/no-restricted-paths zones keep imports
// flowing app → features → shared, never sideways between features (web) or modules (server).
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders in `dir`, read at every run so a new feature or module is guarded on arrival. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersOf('./packages/web/src/features');
const serverModules = foldersOf('./packages/server/src/modules');

// Inside the requests module: the kernel every flow builds on (the lifecycle and its engine, the
// access policy, the request aggregate, notifications, the doctor's submissions, the tests' world
// builders); every other folder is a flow or a read model, which may use the kernel but not
// another flow.
const requestsRoot = './packages/server/src/modules/requests';
const requestsKernel = [
  'lifecycle',
  'access',
  'aggregate',
  'notifications',
  'submissions',
  'test-support',
];
const requestsFlows = foldersOf(requestsRoot).filter((name) => !requestsKernel.includes(name));

/** Each feature may import from itself and shared layers, never from another feature. */
const sidewaysZones = (root, names) =>
  names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Features do not import each other; move what they share down a layer.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      '**/drizzle/meta/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...sidewaysZones('./packages/web/src/features', webFeatures),
            ...sidewaysZones('./packages/server/src/modules', serverModules),
            ...requestsFlows.map((name) => ({
              target: `${requestsRoot}/${name}`,
              from: requestsFlows
                .filter((other) => other !== name)
                .map((f) => `${requestsRoot}/${f}`),
              message: 'Request flows do not import each other; share through the kernel folders.',
            })),
            {
              target: requestsKernel
                .filter((name) => name !== 'test-support')
                .map((name) => `${requestsRoot}/${name}`),
              from: requestsFlows.map((name) => `${requestsRoot}/${name}`),
              message: 'The requests kernel may not import a flow.',
            },
            {
              target: [
                './packages/web/src/components',
                './packages/web/src/lib',
                './packages/web/src/hooks',
                './packages/web/src/testing',
              ],
              from: ['./packages/web/src/features', './packages/web/src/app'],
              message: 'Shared web code may not import features or the app.',
            },
            {
              target: './packages/web/src/features',
              from: './packages/web/src/app',
              message: 'Features may not import the app layer.',
            },
            {
              target: './packages/server/src/core',
              from: ['./packages/server/src/modules', './packages/server/src/app.ts'],
              message: 'Core server code may not import modules or the app.',
            },
            {
              target: './packages/shared/src',
              from: ['./packages/server', './packages/web'],
              message: 'packages/shared imports nothing from the server or the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
