import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@app': fileURLToPath(new URL('./src/app', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
};

/** vite-plugin-pwa's virtual module exists only in the app build; unit tests get a stand-in (and may vi.mock it). */
const unitAlias = {
  ...alias,
  'virtual:pwa-register': fileURLToPath(new URL('./tests/support/pwa-register-stand-in.ts', import.meta.url)),
};

const unitPlugins = [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()];

const apiTests = ['src/server/**/*.test.ts', 'tests/support/**/*.test.ts'];
/*
 * API test files share one module graph per worker (isolate: false): each file builds its own app on
 * its own database through the harness and nothing mocks modules, so re-importing the whole server for
 * every file only cost time (about two thirds of the API runs' CPU).
 */
const apiIsolation = { isolate: false } as const;

/*
 * A test waits for conditions, never for a wall-clock budget: these bounds only end a hung test. They are
 * generous because the suite must hold on a slow, loaded machine (CI, a shared laptop), where rendering a
 * page or migrating a database copy takes many times longer than on an idle one.
 */
const unitTimeouts = { testTimeout: 120_000, hookTimeout: 120_000 } as const;
const apiTimeouts = { testTimeout: 180_000, hookTimeout: 300_000 } as const;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: unitPlugins,
        resolve: { alias: unitAlias },
        test: {
          name: 'unit',
          include: ['src/app/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
          ...unitTimeouts,
        },
      },
      {
        plugins: unitPlugins,
        resolve: { alias: unitAlias },
        test: {
          // Logic without components runs in Node: building a jsdom for a file was 1.5 s of a loaded worker's time,
          // more than most files' tests. A file that needs a DOM says so on its first line:
          // `// @vitest-environment jsdom`.
          name: 'unit-node',
          include: ['src/shared/**/*.test.ts', 'src/app/**/*.test.ts', 'src/sw*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          ...unitTimeouts,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: apiTests,
          environment: 'node',
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          ...apiIsolation,
          ...apiTimeouts,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-pg',
          include: apiTests,
          environment: 'node',
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          ...apiIsolation,
          env: { TEST_DB: 'postgres' },
          ...apiTimeouts,
        },
      },
      {
        resolve: { alias },
        test: {
          // The production build as an operator runs it: its own processes, databases and proxy (tests/deploy).
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 15 * 60_000,
          hookTimeout: 5 * 60_000,
        },
      },
    ],
  },
});
