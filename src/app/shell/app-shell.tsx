import { Outlet } from '@tanstack/react-router';
import { UiLinkProvider } from '@app/ui/link-context';
import { Toaster } from '@app/ui/toaster';
import { NoPermissionDialogOnDemand } from './no-permission-dialog-on-demand';
import { UiRouterLink } from './ui-router-link';
import { UpdatePrompt } from './update-prompt';

/** The root route's component: what both the site and the admin side share. */
export function AppShell() {
  return (
    <UiLinkProvider render={(props) => <UiRouterLink {...props} />}>
      <Outlet />
      <Toaster />
      <NoPermissionDialogOnDemand />
      <UpdatePrompt />
    </UiLinkProvider>
  );
}
