import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@app/platform/router-context';
import { AppShell } from '@app/shell/app-shell';
import { StandaloneNotFound } from '@app/shell/standalone-not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  // Addresses outside both the site (/$lang) and the admin (/admin) subtrees.
  notFoundComponent: StandaloneNotFound,
});
