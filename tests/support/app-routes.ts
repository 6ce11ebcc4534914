import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appTemplateFor, parseAppRoutes } from '@shared/app-routes';

let routes: string[] | undefined;

/**
 * The page `path` (with its language prefix, e.g. `/en/content/3`) opens, by its route template; null if none.
 * A link that a server-side test builds can be checked against the real app without loading it.
 */
export function appPageFor(path: string): string | null {
  routes ??= parseAppRoutes(
    readFileSync(fileURLToPath(new URL('../../src/app/routeTree.gen.ts', import.meta.url)), 'utf8'),
  );
  return appTemplateFor(routes, new URL(path, 'http://app.test').pathname);
}
