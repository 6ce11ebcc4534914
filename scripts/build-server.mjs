#!/usr/bin/env node
// Bundles the server to plain JavaScript in build/, so production runs `node build/main.js` with only
// `dependencies` installed: those stay external (native modules and PGlite's WASM load from node_modules), and
// anything else the server imports (pure JavaScript development packages) is bundled in.
//
// build/ mirrors the repository's layout for the files the server reads at run time (migrations, the server's
// .po catalogues, the PWA's .po files, package.json): each source's `import.meta.url` is rewritten to where
// that source sits under build/, so `new URL('./migrations', import.meta.url)` finds the copy.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'build');

/** Each source's own location, as the bundle (at build/main.js) sees it. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const path = relative(root, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(`./${path}`)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const { dependencies } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]);

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external,
  tsconfig: resolve(root, 'tsconfig.json'),
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __stagepassRequire } from 'node:module'; const require = __stagepassRequire(import.meta.url);",
  },
  logLevel: 'warning',
  plugins: [ownUrl],
};

rmSync(out, { recursive: true, force: true });
await build({ ...common, entryPoints: [resolve(root, 'src/server/main.ts')], outfile: resolve(out, 'main.js') });
for (const dir of ['src/server/db/migrations', 'src/server/locales', 'src/app/locales']) {
  cpSync(resolve(root, dir), resolve(out, dir), { recursive: true, filter: (src) => !src.endsWith('.ts') });
}
mkdirSync(out, { recursive: true });
cpSync(resolve(root, 'package.json'), resolve(out, 'package.json'));
console.log(`Server bundled into ${relative(process.cwd(), out) || '.'}/main.js`);
