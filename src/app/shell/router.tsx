import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '@app/platform/router-context';
import { routeTree } from '@app/routeTree.gen';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorState } from './route-error-state';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
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
