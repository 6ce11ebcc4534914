import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';

/** The feed and its items are a signed-in member's (fans and creators hold a library). */
export const Route = createFileRoute('/$lang/fan/feed')({
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.user, Permission.creator]);
  },
});
