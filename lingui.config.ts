import { defineConfig } from '@lingui/cli';
import { DEFAULT_LOCALE, locales } from './src/shared/locales';

/**
 * One PO catalog per locale, so translators can use their own tools. The app loads a locale's
 * catalog on demand (`src/app/platform/i18n.ts` imports the `.po` through @lingui/vite-plugin);
 * `lingui compile --typescript` (the build script) writes the same catalogs as `messages.ts`. The server reads
 * both catalogs' explicit ids at start-up (src/server/i18n/server-catalogs.ts).
 */
/** A test's made-up ids and sentences are not the product's messages. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  locales: [...locales],
  sourceLocale: DEFAULT_LOCALE,
  // A missing translation falls back to the English source text rather than to the message id.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    // The PWA's messages and the shared schemas' (`/*i18n*/` descriptors with explicit ids): the browser shows a
    // shared message by its id, and the server renders it from this same catalog, so it is translated once.
    {
      path: '<rootDir>/src/app/locales/{locale}/messages',
      include: ['<rootDir>/src/app', '<rootDir>/src/shared'],
      exclude: TESTS,
    },
    // The server's own messages (errors, e-mails, notifications): descriptors with explicit ids under src/server.
    { path: '<rootDir>/src/server/locales/{locale}/messages', include: ['<rootDir>/src/server'], exclude: TESTS },
  ],
  compileNamespace: 'ts',
});
