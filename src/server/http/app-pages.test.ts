import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppPage, parseAppRoutes, parseRouteFiles } from '@shared/app-routes';

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

describe('the route files of each page, from the generated route tree', () => {
  const files = parseRouteFiles(tree);

  it('names a page’s own route file and its layouts’, pathless ones included', () => {
    expect(files.get('/$lang/content/$contentId')).toEqual(
      expect.arrayContaining(['src/app/routes/$lang/content/$contentId', 'src/app/routes/$lang/route']),
    );
    expect(files.get('/$lang/creator/$login')).toEqual(
      expect.arrayContaining([
        'src/app/routes/$lang/creator/$login/_page',
        'src/app/routes/$lang/creator/$login/_page/index',
      ]),
    );
    expect(files.get('/$lang/library')).toContain('src/app/routes/$lang/library/index');
  });

  it('has a page for every page template, and never a back-office file on a site page', () => {
    for (const template of routes) expect(files.has(template), template).toBe(true);
    for (const [template, list] of files) {
      if (!template.startsWith('/admin'))
        expect(
          list.filter((f) => f.includes('/routes/admin')),
          template,
        ).toEqual([]);
    }
  });
});
