// One lint setup for every workspace. The import-x/no-restricted-paths zones keep imports
// flowing app → features → shared, never sideways between features (web) or modules (server).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = ['auth', 'dashboard', 'new-request', 'requests', 'ui-gallery'];
const serverModules = [
  'auth',
  'users',
  'health',
  'lookups',
  'mailbox',
  'uploads',
  'policyholders',
  'requests',
];

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
