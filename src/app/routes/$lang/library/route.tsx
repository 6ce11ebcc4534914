import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { LibraryLayout } from '@app/features/library';

/** The library is the signed-in fan's (or creator's) own: sign in first. */
export const Route = createFileRoute('/$lang/library')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: LibraryLayout,
});
