import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parseAppRoutes, parseRouteFiles } from './src/shared/app-routes';
import { catalogAreas } from './scripts/catalog-areas';
import { fanPrecache } from './scripts/fan-precache';
import { routePreloads } from './scripts/route-preloads';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/**
 * Version plus build time (semver build metadata): the persisted query cache is busted by this
 * string, so every deployment starts from a clean cache even when package.json was not bumped.
 */
const appVersion = `${pkg.version}+${new Date().toISOString().replace(/[-:.]/g, '')}`;

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The browser bundle must never contain server code (secrets, Node APIs): fail the build loudly instead. */
function forbidServerImports(): Plugin {
  return {
    name: 'stagepass:forbid-server-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith('@server/') || source.includes('/src/server/')) {
        throw new Error(`${importer ?? 'a module'} imports ${source}: server code cannot be bundled into the app`);
      }
      return null;
    },
  };
}

/**
 * Brotli and gzip copies of the hashed assets, sent by the server to browsers that accept them
 * (`precompressed` in src/server/http/static-pwa.ts): the app's JavaScript is about a third of its size
 * that way, which on a phone's connection is most of the time to a first view. Only `assets/` (hashed
 * names, so a copy can never be older than its file); a copy that saves little is not written.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'stagepass:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /^assets\/.+\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          if (br.length < body.length * 0.9) await writeFile(`${path}.br`, br);
          if (gz.length < body.length * 0.9) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Writes the router's page templates beside index.html (`app-routes.json`), read from the route tree the router
 * plugin has just generated: the server answers a path the app has no page for with 404 (static-pwa.ts).
 */
function appRoutesFile(): Plugin {
  return {
    name: 'stagepass:app-routes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const tree = readFileSync(fileURLToPath(new URL('./src/app/routeTree.gen.ts', import.meta.url)), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'app-routes.json', source: JSON.stringify(parseAppRoutes(tree)) });
      const preloads = routePreloads(bundle, parseRouteFiles(tree), dir('.').replace(/\/$/, ''));
      this.emitFile({ type: 'asset', fileName: 'app-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

const backend = 'http://localhost:8081';
const precache = fanPrecache();
const catalogs = catalogAreas();

export default defineConfig({
  plugins: [
    forbidServerImports(),
    precompressAssets(),
    appRoutesFile(),
    precache.plugin,
    catalogs.plugin,
    // The router plugin must run before react() so it can split route files before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The root and the site layout (header, navigation, tray) render on every page: split off, they were a
        // second round trip before any page could show. Admin routes keep their loaders with their components, so
        // the back office's API clients are not part of every site page's entry.
        splitBehavior: ({ routeId }) =>
          routeId === '__root__' || routeId === '/$lang'
            ? []
            : [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/app/main.tsx imports virtual:pwa-register itself; an injected inline script would break the CSP.
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // What a fan uses only: no back office, no other language's catalogue (scripts/fan-precache.ts).
        manifestTransforms: [precache.transform, catalogs.transform],
        // Generous, so a large route chunk is not silently left out of the offline shell.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
      manifest: {
        id: '/',
        name: 'Stagepass',
        short_name: 'Stagepass',
        description: 'Performances, classes and tutorials from the creators you follow, online and offline.',
        lang: 'en',
        theme_color: '#CF4213',
        background_color: '#FCFAF8',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        categories: ['entertainment', 'education', 'music'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Shortcuts go through `/` so the app picks the user's language; see routes/index.tsx.
        shortcuts: [
          {
            name: 'Library',
            url: '/?shortcut=library',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Search',
            url: '/?shortcut=search',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Account',
            url: '/?shortcut=account',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      '@shared': dir('./src/shared'),
      '@app': dir('./src/app'),
      'styled-system': dir('./styled-system'),
    },
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
  },
  server: {
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/admin-api': backend,
      '/media': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // A feature's index.ts only re-exports: marked free of side effects, an import through it reaches just the file
      // that defines the name, so the route tree (in the entry) does not pull every page a feature exports into the
      // first load (without this /en's initial JS grew from 239 to 400 KB gzipped).
      // Panda's generated styled-system is plain definitions too; its recipes' module-level `memo(…)` calls looked
      // like side effects, so importing one recipe through its index kept all of them.
      treeshake: {
        moduleSideEffects: (id) =>
          !/[\\/]src[\\/]app[\\/]features[\\/].+[\\/]index\.ts$|[\\/]styled-system[\\/].+\.mjs$/.test(id),
      },
      output: {
        // Rolldown's automatic chunking made a chunk of every module set shared differently between route chunks:
        // 380 files, and the entry imported 84 of them, so a first view made over 150 requests (a content page
        // 173). These groups bring that down to a handful; the router's split (admin routes included) still
        // decides what loads lazily. A group takes its modules' dependencies with it, so none may match admin code.
        codeSplitting: {
          groups: [
            // @lingui/core imports the ICU compiler (dead code in a build); without this group the vendor group
            // would take it in. It is only loaded to compile admin-edited translations (lib/i18n.ts).
            { name: 'message-compiler', test: /message-utils|messageformat|[\\/]moo[\\/]/, priority: 3 },
            // The icons in use (one small module each, a few KB in all) in one file: left to the other groups,
            // lucide's shared base went wherever its first importer went (the form fields) and every page that
            // shows an icon loaded that chunk.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
            // Everything the entry needs before the first render, in two files: libraries (change rarely, stay
            // cached across deployments) and the app's own code (route tree, shell, site layout).
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            // The entry (index.html and main.tsx) stays a chunk of its own: an empty entry chunk is dropped from
            // dist/ after the bundle is written, leaving tools that read the bundle (the e2e chunk map) a file
            // that does not exist.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/(^|[\\/])index\.html$|[\\/]src[\\/]app[\\/]main\.tsx$/.test(id),
              priority: 1,
            },
            // Ark's and zag's shared base, which every Ark part needs: without a group of its own `fields` took it in
            // with the field parts, so a page showing one switch, checkbox or pagination loaded the text fields too
            // (a checkbox or switch reads the field context when it has one; a checkbox shares the fields' ids and
            // error text style).
            {
              name: 'ark',
              test: /[\\/]node_modules[\\/](@zag-js[\\/](core|utils|anatomy|types)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/](factory\.|field(set)?[\\/]use-field(set)?-context\.)))|styled-system[\\/](css[\\/]sva|recipes[\\/]field)\.mjs$|src[\\/]app[\\/]ui[\\/]field-ids\./,
              priority: 1,
            },
            // The form fields about half the pages use, otherwise a dozen files of a few hundred bytes each.
            {
              name: 'fields',
              test: /[\\/]node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field(set)?[\\/]|@zag-js[\\/]auto-resize[\\/])|src[\\/]app[\\/](platform[\\/]forms[\\/](validation-messages|server-errors)|ui[\\/](field-shell|field-parts|text-field|text-area-field|numeric-field|number-input-rules|whole-number-field|price-field))\./,
            },
          ],
        },
      },
    },
  },
});
