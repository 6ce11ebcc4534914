import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@app/router';
import { AppShell } from '@app/features/shell/app-shell';
import { StandaloneNotFound } from '@app/features/shell/standalone-not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  // Addresses outside both the site (/$lang) and the admin (/admin) subtrees.
  notFoundComponent: StandaloneNotFound,
});
