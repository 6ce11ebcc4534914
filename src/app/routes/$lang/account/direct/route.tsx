import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';
import { ChatLayout } from '@app/features/chat';

/** Chat is for fans and creators (the account route already requires a site session). */
export const Route = createFileRoute('/$lang/account/direct')({
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.user, Permission.creator]);
  },
  component: ChatLayout,
});
