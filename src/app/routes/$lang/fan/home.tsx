import { createFileRoute } from '@tanstack/react-router';
import { Permission } from '@shared/permissions';
import { requireSiteUser } from '@app/features/auth';
import { FanHomePage } from '@app/features/feed';
import { FOR_YOU_SIZE } from '@app/features/feed';
import { feedQueryOptions, followedCreatorsQueryOptions } from '@app/features/feed';

export const Route = createFileRoute('/$lang/fan/home')({
  beforeLoad: async (args) => {
    await requireSiteUser(args, [Permission.user, Permission.creator]);
  },
  loader: ({ context: { queryClient } }) => {
    // Not awaited: the page frame shows at once and each section streams in behind its skeleton.
    void queryClient.prefetchQuery(feedQueryOptions({ limit: FOR_YOU_SIZE }));
    void queryClient.prefetchQuery(followedCreatorsQueryOptions());
  },
  component: FanHomePage,
});
