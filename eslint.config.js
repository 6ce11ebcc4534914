import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/** The client's layers, top to bottom (docs/architecture.md, "Layers of the app"): each may import only those listed. */
const below = {
  routes: ['routes', 'shell', 'feature', 'platform', 'ui', 'shared', 'styles'],
  shell: ['shell', 'feature', 'platform', 'ui', 'shared', 'styles'],
  feature: ['platform', 'ui', 'shared', 'styles'],
  platform: ['platform', 'locales', 'ui', 'shared', 'styles'],
  ui: ['ui', 'shared', 'styles'],
};

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
      'src/server/locales/**/*.ts',
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
    // The layers of the app: a file imports only its own layer's files and the layers below it, and another
    // feature only through that feature's index.ts. Import cycles are refused by dependency-cruiser (`npm run lint`).
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/include': ['src/**/*', 'styled-system/**/*'],
      'boundaries/elements': [
        { type: 'routes', pattern: 'src/app/routes/**', partialMatch: false },
        { type: 'shell', pattern: 'src/app/shell/**', partialMatch: false },
        { type: 'feature', pattern: 'src/app/features/*', capture: ['feature'] },
        { type: 'platform', pattern: 'src/app/platform/**', partialMatch: false },
        { type: 'ui', pattern: 'src/app/ui/**', partialMatch: false },
        { type: 'locales', pattern: 'src/app/locales/**', partialMatch: false },
        { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
        { type: 'styles', pattern: 'styled-system/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} may not import {{to.type}} {{to.captured.feature}} {{to.internalPath}}: a file imports its own layer, the layers below it, and another feature only through its index.ts (docs/architecture.md, "Layers of the app")',
          policies: [
            ...Object.entries(below).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { type: to.filter((t) => t !== 'feature') } } },
            })),
            ...['routes', 'shell', 'feature'].map((from) => ({
              from: { element: { type: from } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            })),
            // Inside one feature, any file.
            { from: { element: { type: 'feature' } }, allow: { dependency: { relationship: { from: 'internal' } } } },
          ],
        },
      ],
    },
  },
  {
    // One icon set: lucide-react, imported per icon (`lucide-react/icons/<name>`). Only the logo, the sign-in
    // providers' brand marks and the charts draw their own SVG.
    files: ['src/app/**/*.tsx'],
    ignores: ['src/app/ui/logo.tsx', 'src/app/features/auth/social/brand-marks.tsx', 'src/app/**/*-chart.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='svg']",
          message:
            'Icons come from lucide-react, imported per icon (`import XIcon from "lucide-react/icons/x"`); only the logo, brand marks and charts draw their own SVG.',
        },
      ],
    },
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
  {
    // The layer and icon-set tests run ESLint and dependency-cruiser, in Node (never bundled).
    files: ['src/app/layers.test.ts', 'src/app/icon-set.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@server/*'] }] },
  },
);
