import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import { literalStringOptions, notYetTranslated } from './apps/web/i18n-lint.mjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results*/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.config.js',
      '**/*.mjs',
      // copied into the build as they are (a classic script for the browser: start-after-paint.js)
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // config.ts is the only reader of the environment (style guide §7)
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig (config.ts).' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No text in the web app's components outside the message catalogues (apps/web/i18n-lint.js).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', literalStringOptions] },
  },
  // (an empty `files` list is refused by eslint)
  ...(notYetTranslated.length > 0
    ? [{ files: notYetTranslated, rules: { 'i18next/no-literal-string': ['warn', literalStringOptions] } }]
    : []),
  {
    // One owning module per table (docs/decisions/031): a module reaches another module's data through that
    // module's service, never its repository. Row types may still be imported (`import type`).
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.ts'],
              allowTypeImports: true,
              message: "Call the owning module's service (docs/decisions/031); only its row types may be imported.",
            },
          ],
        },
      ],
    },
  },
  {
    // A web feature reaches another feature only through its public surface (docs/decisions/035): its
    // `index.ts` (components, hooks) or its API slice (`<name>-api.ts`); shared pieces live in components/.
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./[a-z][^/]*|(\\.\\./)+features/[^/]+)/(?![^/]+-api$|index$).+',
              message:
                'Import another feature through its index.ts or its API slice (docs/decisions/035); shared UI goes to components/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'e2e/**', 'bench/**', '**/*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
);
