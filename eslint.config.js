import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      'data',
      'styled-system',
      'src/server/db/migrations',
      'src/app/routeTree.gen.ts',
      'src/app/locales/**/*.ts',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/app/**/*.tsx'],
    ignores: ['src/app/**/*.test.tsx'],
    ...pluginLingui.configs['flat/recommended'],
  },
  {
    // One-way imports: shared stays isomorphic; the app never reaches into the server.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@server/*', '@app/*', 'node:*', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/sw.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@server/*', 'node:*'] }] },
  },
);
