import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive (here, below the routes, so the router and its routes do not import each other). */
export interface RouterContext {
  queryClient: QueryClient;
}
