import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';
import { SocialNetworksPage } from '@app/features/account';

export const Route = createFileRoute('/$lang/account/edit/social-networks')({
  // Spec §2: social networks are a creator's public links; fans get the 403 page.
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.creator]);
  },
  component: SocialNetworksPage,
});
