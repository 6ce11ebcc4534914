/**
 * The project's own Vite config plus one plugin that records which source modules went into which
 * chunk (the build output says nothing about that). site-never-loads-admin-code.spec.ts runs it with
 * the app version of the dist/ under test, so the chunk file names come out the same as in dist/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import projectConfig from '../../../vite.config';

export interface ChunkMap {
  /** Chunk file name (assets/…) → the project source modules it contains (paths relative to the root). */
  chunks: Record<string, string[]>;
  /** Project source module → the project source modules it imports statically. */
  imports: Record<string, string[]>;
  /**
   * Project source module → import specifier → the names it imports from it, read from the module as built
   * (a route definition keeps only what it uses of a feature's index once its component is split off).
   */
  names: Record<string, Record<string, string[]>>;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `import { a, b as c } from 'x'` in built code → { x: ['a', 'b'] }. */
function namedImports(code: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [, list = '', specifier = ''] of code.matchAll(NAMED_IMPORT)) {
    const names = list
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean);
    found[specifier] = [...(found[specifier] ?? []), ...names];
  }
  return found;
}

const out = process.env.CHUNK_MAP_FILE ?? '.tmp/e2e-chunk-map/chunks.json';
const root = process.cwd();

/** `/work/x/src/app/a.tsx?tsr-split=component` → `src/app/a.tsx?tsr-split=component`; others (deps, virtual) → null. */
function sourcePath(id: string): string | null {
  const [file = '', query] = id.split('?');
  if (!file.startsWith(`${root}/src/`)) return null;
  return relative(root, file) + (query ? `?${query}` : '');
}

function recordChunks(): Plugin {
  return {
    name: 'stagepass-e2e:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ChunkMap = { chunks: {}, imports: {}, names: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = output.moduleIds.map(sourcePath).filter((id): id is string => id !== null);
        map.chunks[output.fileName] = modules;
        for (const id of output.moduleIds) {
          const path = sourcePath(id);
          const info = path ? this.getModuleInfo(id) : null;
          if (path && info) {
            map.imports[path] = info.importedIds.map(sourcePath).filter((i): i is string => i !== null);
            if (info.code) map.names[path] = namedImports(info.code);
          }
        }
      }
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify(map, null, 2));
    },
  };
}

export default mergeConfig(projectConfig, {
  plugins: [recordChunks()],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.CHUNK_MAP_APP_VERSION ?? 'chunk-map') },
  build: { outDir: process.env.CHUNK_MAP_OUT_DIR ?? '.tmp/e2e-chunk-map/dist', emptyOutDir: true },
  logLevel: 'warn',
});
