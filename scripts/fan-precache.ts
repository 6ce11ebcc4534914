import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Split-off parts of the back office's route files: only an admin ever runs what they load. */
const ADMIN_ROUTE_PART = /\/src\/app\/routes\/admin[/_].*\?tsr-split/;
/** A language's catalogue other than English, the fallback every page can show. */
const OTHER_LANGUAGE = /\/src\/app\/locales\/(?!en\/)[^/]+\/messages\.po/;
/** The install prompt fetches the large icons itself; the app never shows them. */
const INSTALL_ICONS = /^icons\/(icon|maskable)-512\.png$/;

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/**
 * The files of the build a fan's install should not download: chunks reached only through an admin route's parts
 * or another language's catalogue. Found by walking the bundle from the entry, not following those imports.
 */
export function filesOutsideTheFanShell(bundle: OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter(isChunk)
      .map((c) => [c.fileName, c]),
  );
  const reached = new Set<string>();
  const queue = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    const chunk = chunks.get(name);
    if (!chunk || reached.has(name)) continue;
    reached.add(name);
    queue.push(...chunk.imports);
    for (const lazy of chunk.dynamicImports) {
      const facade = chunks.get(lazy)?.facadeModuleId ?? '';
      if (!ADMIN_ROUTE_PART.test(facade) && !OTHER_LANGUAGE.test(facade)) queue.push(lazy);
    }
  }
  const reachedCss = new Set([...reached].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]));
  const outside = new Set<string>();
  for (const chunk of chunks.values()) {
    if (reached.has(chunk.fileName)) continue;
    outside.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!reachedCss.has(css)) outside.add(css);
  }
  return outside;
}

/**
 * Keeps the service worker's precache to what a fan uses: the back office's code, the other languages' catalogues
 * and the install icons stay out (src/sw/app-code.ts caches code when a page first uses it). The plugin reads the
 * bundle; `transform` is given to vite-plugin-pwa's `manifestTransforms`, which runs after the bundle is written.
 */
export function fanPrecache() {
  let outside = new Set<string>();
  const plugin: Plugin = {
    name: 'stagepass:fan-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      outside = filesOutsideTheFanShell(bundle);
    },
  };
  const transform = <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((e) => !outside.has(e.url) && !INSTALL_ICONS.test(e.url)),
    warnings: [] as string[],
  });
  return { plugin, transform };
}
