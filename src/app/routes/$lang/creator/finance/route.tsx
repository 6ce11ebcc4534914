import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';

/** A creator's own money: creators only. */
export const Route = createFileRoute('/$lang/creator/finance')({
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.creator]);
  },
});
