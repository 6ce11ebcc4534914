import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { AccountLayout } from '@app/features/account';

/** Every account page needs a site session; the profile is in the query cache for the pages below. */
export const Route = createFileRoute('/$lang/account')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: AccountLayout,
});
