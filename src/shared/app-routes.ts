import { isLocale } from './locales';

/**
 * The PWA's pages as the router names them (`/$lang/content/$contentId`), read from the generated route tree's
 * `FileRoutesByFullPath`. The build writes them beside index.html (`app-routes.json`) so the server can answer a
 * path the app has no page for with a 404 status (the shell still renders the app's not-found page); tests use the
 * same list to check the links the server builds.
 */
export function parseAppRoutes(routeTreeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1];
  if (!block) throw new Error('routeTree.gen.ts has no FileRoutesByFullPath: regenerate it');
  return (
    [...block.matchAll(/^\s*'([^']+)':/gm)]
      .map((m) => m[1]!.replace(/(.)\/$/, '$1'))
      // Pathless layout segments (`_page`) never appear in a URL.
      .filter((template) => !template.split('/').some((segment) => segment.startsWith('_')))
  );
}

/** A template's segments match the path's: `$lang` only a language (the layout refuses others), `$x` anything. */
function matches(template: string, segments: string[]): boolean {
  const parts = template.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i]!;
    if (part === '$lang') return isLocale(segment);
    return part.startsWith('$') ? segment !== '' : part === segment;
  });
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** Whether the app has a page at `pathname` (a router template matches it). */
export function isAppPage(templates: readonly string[], pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return templates.some((template) => matches(template, segments));
}

/** The template that opens `pathname`, static segments winning over parameters as in the router; null if none. */
export function appTemplateFor(templates: readonly string[], pathname: string): string | null {
  const segments = segmentsOf(pathname);
  const staticCount = (t: string) => t.split('/').filter((s) => s !== '' && !s.startsWith('$')).length;
  const matching = templates.filter((template) => matches(template, segments));
  matching.sort((a, b) => staticCount(b) - staticCount(a));
  return matching[0] ?? null;
}

/**
 * Each page template's route files (the page's own and its layouts', `src/app/routes/...` without the extension),
 * read from the generated tree's route declarations: the build preloads the code they were split into.
 */
export function parseRouteFiles(routeTreeSource: string): Map<string, string[]> {
  const fileOf = new Map(
    [...routeTreeSource.matchAll(/^import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/gm)].map((m) => [
      m[1]!,
      `src/app/${m[2]!}`,
    ]),
  );
  const importOfRoute = new Map(
    [...routeTreeSource.matchAll(/^const (\w+) = (\w+)\.update\(/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const declarations = [
    ...routeTreeSource.matchAll(/fullPath: '([^']+)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g),
  ].map((m) => ({ template: m[1]!.replace(/(.)\/$/, '$1'), route: m[2]!, parent: importOfRoute.get(m[3]!) ?? m[3]! }));
  const parentOf = new Map(declarations.map((d) => [d.route, d.parent]));
  const files = new Map<string, string[]>();
  for (const { template, route } of declarations) {
    if (template.split('/').some((segment) => segment.startsWith('_'))) continue;
    const chain: string[] = [];
    for (let at: string | undefined = route; at && fileOf.has(at); at = parentOf.get(at)) chain.push(fileOf.get(at)!);
    files.set(template, [...new Set([...(files.get(template) ?? []), ...chain])]);
  }
  return files;
}
