import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** A route file's module id as the router plugin splits it: `/abs/src/app/routes/x.tsx?tsr-split=component`. */
const routeFileOf = (moduleId: string, root: string): string | undefined =>
  /^(.*)\.tsx?\?tsr-split/.exec(moduleId)?.[1]?.slice(root.length + 1);

/**
 * The chunks each page's routes were split into, with what they import statically, less what the entry already
 * loads: the server names them in the page's `Link` header (static-pwa.ts), so they download beside the app's
 * entry instead of after it has run. Lazily imported parts (a dialog, a player) are left to load when used.
 */
export function routePreloads(
  bundle: OutputBundle,
  routeFiles: Map<string, string[]>,
  root: string,
): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter(isChunk)
      .map((c) => [c.fileName, c]),
  );
  const closure = (start: string[]) => {
    const reached = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (reached.has(name)) continue;
      reached.add(name);
      queue.push(...(chunks.get(name)?.imports ?? []));
    }
    return reached;
  };
  const initial = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
  const chunksOfFile = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    for (const id of chunk.moduleIds) {
      const file = routeFileOf(id, root);
      if (file) chunksOfFile.set(file, [...(chunksOfFile.get(file) ?? []), chunk.fileName]);
    }
  }
  const preloads: Record<string, string[]> = {};
  for (const [template, files] of routeFiles) {
    const own = closure(files.flatMap((file) => chunksOfFile.get(file) ?? []));
    const list = [...own].filter((name) => !initial.has(name)).sort();
    if (list.length > 0) preloads[template] = list.map((name) => `/${name}`);
  }
  return preloads;
}
