import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { DownloadsPage } from '@app/features/library';

/** A signed-in person's videos saved for offline viewing (kept in this browser only). */
export const Route = createFileRoute('/$lang/fan/downloads')({
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: DownloadsPage,
});
