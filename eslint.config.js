import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint.boundaries.js';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '.e2e-builds/**',
      'dist',
      'dist-mock',
      'coverage',
      'test-results',
      'playwright-report',
      'mocks/public',
      'src/api/schema.gen.ts',
      // Deliberately broken files that tests/unit/lint-boundaries.test.ts lints one by one.
      'tests/lint-fixtures/**',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript files take part in the import graph (no-cycle), resolved with tsconfig's aliases.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Boundaries (docs/architecture.md, "Layers"): who may import whom, and no import cycles.
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones(features) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                'Use a path alias (#src/…, #machines/…, #mocks/…, #tests/…, #scripts/…) instead of climbing ../',
            },
          ],
        },
      ],
    },
  },
  {
    // React's rules where React is: they run the React Compiler over every function, and the
    // server, the mocks, the machines and the scripts hold none. With the block below, the lint
    // takes 97 s of CPU instead of 114 (2026-11-29).
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Nothing imports a test file, so no cycle runs through one: each cycle among the modules a
    // test imports is found when those modules are linted, without walking the graph again from
    // each of 360 test files.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Boot plugs the session's identity token into the API client: the one file of src/app that may.
    files: ['src/app/start-session.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones(features).filter((zone) => zone.target !== './src/app') },
      ],
    },
  },
  {
    // The server: no React, MSW or browser code, whatever the path.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(react|react-dom|react-router-dom|@chakra-ui/.*|@xstate/react|msw|msw/.*|openapi-msw|@msw/.*)$',
              message: 'The server imports neither React nor MSW',
            },
            { regex: '^\\.\\./', message: 'Use a path alias instead of climbing ../' },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure flow logic: no React, Chakra or router, whatever the path.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router-dom|@chakra-ui/.*|@xstate/react)$',
              message: 'Machines do not import React or Chakra',
            },
            { regex: '^\\.\\./', message: 'Use a path alias instead of climbing ../' },
          ],
        },
      ],
    },
  },
);
