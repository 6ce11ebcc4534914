import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface AppRoute {
  /** As the router names it, e.g. `/$lang/content/$contentId`. */
  template: string;
  pattern: RegExp;
  /** Static segments win over parameters, as in the router. */
  staticSegments: number;
}

/**
 * The PWA's pages as the router knows them (`FileRoutesByFullPath` in the generated route tree): a link that a
 * server-side test builds can be checked against the real app without loading it.
 */
function appRoutes(): AppRoute[] {
  const tree = readFileSync(fileURLToPath(new URL('../../src/app/routeTree.gen.ts', import.meta.url)), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1];
  if (!block) throw new Error('routeTree.gen.ts has no FileRoutesByFullPath: regenerate it');
  return (
    [...block.matchAll(/^\s*'([^']+)':/gm)]
      .map((m) => m[1]!.replace(/(.)\/$/, '$1'))
      // Pathless layout segments (`_page`) never appear in a URL.
      .filter((template) => !template.split('/').some((segment) => segment.startsWith('_')))
      .map((template) => {
        const segments = template.split('/');
        const source = segments
          .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')))
          .join('/');
        return {
          template,
          pattern: new RegExp(`^${source}/?$`),
          staticSegments: segments.filter((s) => s !== '' && !s.startsWith('$')).length,
        };
      })
  );
}

let routes: AppRoute[] | undefined;

/** The page `path` (with its language prefix, e.g. `/en/content/3`) opens, by its route template; null if none. */
export function appPageFor(path: string): string | null {
  routes ??= appRoutes();
  const pathname = new URL(path, 'http://app.test').pathname;
  const matching = routes.filter((r) => r.pattern.test(pathname));
  matching.sort((a, b) => b.staticSegments - a.staticSegments);
  return matching[0]?.template ?? null;
}
