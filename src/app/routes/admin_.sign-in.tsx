import { createFileRoute } from '@tanstack/react-router';
import { adminSignInSearchSchema, redirectIfAdmin } from '@app/features/admin';
import { AdminSignInPage } from '@app/features/admin';

/** Outside the /admin layout (the trailing underscore), so its guard does not apply here. */
export const Route = createFileRoute('/admin_/sign-in')({
  validateSearch: adminSignInSearchSchema,
  beforeLoad: ({ context, search }) => redirectIfAdmin(context.queryClient, search.redirect),
  component: AdminSignInPage,
});
