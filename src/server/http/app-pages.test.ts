import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppPage, parseAppRoutes } from '@shared/app-routes';

const tree = readFileSync(new URL('../../app/routeTree.gen.ts', import.meta.url), 'utf8');
const routes = parseAppRoutes(tree);

describe('the app pages, from the generated route tree', () => {
  it('knows the pages of the site and the back office', () => {
    for (const path of ['/', '/en', '/ja/', '/en/content/12', '/ko/sign-in/form', '/admin', '/admin/users/3'])
      expect(isAppPage(routes, path), path).toBe(true);
  });

  it('does not know a made-up page, a language that is none, or a layout segment', () => {
    for (const path of ['/en/no-such-page', '/xx/content/12', '/en/content/12/more', '/admin/nothing', '/_page'])
      expect(isAppPage(routes, path), path).toBe(false);
  });
});
