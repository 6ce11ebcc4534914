import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { appTemplateFor } from '@shared/app-routes';
import { appShell } from './app-shell';
import type { Env } from './context';
import { notFound } from './errors';
import { pageCode } from './page-code';

export const NOT_BUILT_MESSAGE =
  'The Stagepass app has not been built yet. Run `npm run build` (or `npm start`, which builds it first), then reload.';

/** Hashed build output never changes under its name; everything else must be revalidated so updates reach users. */
function cachePolicy(path: string): string {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A page the router should render (a path without a file extension, or a browser asking for HTML). */
function isNavigation(c: Context<Env>): boolean {
  const last = c.req.path.split('/').pop() ?? '';
  return !last.includes('.') || (c.req.header('accept') ?? '').includes('text/html');
}

/** The router's page templates the build wrote beside index.html; null (every path is a page) for an older build. */
function readAppRoutes(root: string): string[] | null {
  const file = join(root, 'app-routes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : null;
}

interface BuiltApp {
  files: MiddlewareHandler<Env>;
  shell: ReturnType<typeof appShell>;
  /** The router's page templates; null (every path is a page) for an older build. */
  pages: readonly string[] | null;
  code: ReturnType<typeof pageCode>;
}

/**
 * Serves the built PWA from `staticDir`; page paths get index.html so the client router takes over. A path the
 * app has no page for gets the same shell with status 404 (the router then shows its not-found page), so a
 * crawler or a link checker learns the truth.
 */
export function servePwa(staticDir: string): MiddlewareHandler<Env> {
  const root = resolve(staticDir);
  const noop = async () => {};
  // Made on first use: the build may appear after the server started, and serveStatic warns about a missing root.
  let serve: BuiltApp | undefined;
  return async (c) => {
    if (!existsSync(join(root, 'index.html'))) {
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });
    }
    serve ??= {
      // The build writes .br and .gz copies of the hashed assets (vite.config.ts); sent when the browser accepts them.
      files: serveStatic<Env>({ root, precompressed: true }),
      shell: appShell(join(root, 'index.html')),
      pages: readAppRoutes(root),
      code: pageCode(root),
    };
    const { files, shell, pages, code } = serve;
    c.header('Cache-Control', cachePolicy(c.req.path));
    const file = await files(c, noop);
    if (file) return file;
    if (!isNavigation(c)) {
      c.header('Cache-Control', undefined);
      throw notFound();
    }
    c.header('Cache-Control', 'no-cache');
    const template = pages && appTemplateFor(pages, c.req.path);
    const link = template ? code(template, c.req.path) : undefined;
    if (link) c.header('Link', link);
    const page = await shell(c);
    if (!page) return c.text(NOT_BUILT_MESSAGE, 503);
    if (pages && !template) return new Response(page.body, { status: 404, headers: page.headers });
    return page;
  };
}
