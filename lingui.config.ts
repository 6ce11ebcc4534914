import { defineConfig } from '@lingui/cli';
import { DEFAULT_LOCALE, locales } from './src/shared/locales';

/**
 * One PO catalog per locale, so translators can use their own tools. The app loads a locale's
 * catalog on demand (`src/app/platform/i18n.ts` imports the `.po` through @lingui/vite-plugin);
 * `lingui compile --typescript` (the build script) writes the same catalogs as `messages.ts`. The server reads
 * its own `.po` files at start-up (src/server/i18n/catalogs.ts).
 */
export default defineConfig({
  locales: [...locales],
  sourceLocale: DEFAULT_LOCALE,
  // A missing translation falls back to the English source text rather than to the message id.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    { path: '<rootDir>/src/app/locales/{locale}/messages', include: ['<rootDir>/src/app'] },
    // The server's messages (errors, e-mails, notifications): `/*i18n*/` descriptors with explicit ids.
    {
      path: '<rootDir>/src/server/locales/{locale}/messages',
      include: ['<rootDir>/src/server', '<rootDir>/src/shared'],
    },
  ],
  compileNamespace: 'ts',
});
