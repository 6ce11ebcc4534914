import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';
import { UsersPage } from '@app/features/admin';
import { userFilters, usersListParams } from '@app/features/admin';

export const Route = createFileRoute('/admin/users/')({
  validateSearch: listSearchSchema(userFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(usersQueryOptions(usersListParams(deps))),
  component: UsersPage,
});
