import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { PageSkeleton } from './features/shell/page-skeleton';
import { RouteErrorState } from './features/shell/route-error-state';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Hovering or focusing a link loads its code and data, so the next page opens at once.
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router should always ask it rather than cache loader results itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    // Fast pages never flash a skeleton.
    defaultPendingMs: 300,
    defaultErrorComponent: RouteErrorState,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
