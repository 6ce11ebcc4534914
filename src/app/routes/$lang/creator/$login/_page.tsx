import { createFileRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '@app/platform/api';
import { creatorPageQueryOptions } from '@app/features/creator-pages';
import { CreatorLayout } from '@app/features/creator-pages';

export const Route = createFileRoute('/$lang/creator/$login/_page')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(creatorPageQueryOptions(params.login));
    } catch (error) {
      // A removed creator has no page any more; other failures show the page's retry state.
      if (isApiError(error) && error.status === 404) {
        throw redirect({ to: '/$lang/creator/$login/deleted', params, replace: true });
      }
    }
  },
  component: CreatorLayout,
});
