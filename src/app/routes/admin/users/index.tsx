import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@app/features/admin/api';
import { listSearchSchema } from '@app/features/admin/parts/list-search';
import { UsersPage } from '@app/features/admin/users/users-page';
import { userFilters, usersListParams } from '@app/features/admin/list-params';

export const Route = createFileRoute('/admin/users/')({
  validateSearch: listSearchSchema(userFilters),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(usersQueryOptions(usersListParams(deps))),
  component: UsersPage,
});
