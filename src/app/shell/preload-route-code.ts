import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts downloading the code of the routes `pathname` renders. Left to itself the router asks for
 * it only once it first renders, which waits for the locale catalog and the persisted cache
 * (main.tsx); fetching it alongside them takes a round trip off the first view. A chunk that fails
 * here is fetched again by the router, which shows the error if it fails again.
 */
export function preloadRouteCode(router: AnyRouter, pathname: string): void {
  for (const route of router.getMatchedRoutes(pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
