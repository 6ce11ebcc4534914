import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteCode } from './preload-route-code';

const page = () => Promise.resolve({ default: () => null });

describe('preloadRouteCode', () => {
  it("fetches the code of every route the address renders, and no other route's", () => {
    const layout = vi.fn(page);
    const content = vi.fn(page);
    const library = vi.fn(page);
    const root = createRootRoute();
    const lang = createRoute({ getParentRoute: () => root, path: '$lang', component: lazyRouteComponent(layout) });
    const routeTree = root.addChildren([
      lang.addChildren([
        createRoute({ getParentRoute: () => lang, path: 'content/$id', component: lazyRouteComponent(content) }),
        createRoute({ getParentRoute: () => lang, path: 'library', component: lazyRouteComponent(library) }),
      ]),
    ]);

    preloadRouteCode(createRouter({ routeTree }), '/en/content/34');

    expect(layout).toHaveBeenCalledOnce();
    expect(content).toHaveBeenCalledOnce();
    expect(library).not.toHaveBeenCalled();
  });

  it('a route file that fails to load is left for the router to retry, without an unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const root = createRootRoute();
    const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: 'library' }).lazy(failing)]);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadRouteCode(createRouter({ routeTree }), '/library');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failing).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
