import { createFileRoute, notFound } from '@tanstack/react-router';
import { userQueryOptions } from '@app/features/admin';
import { UserDetailPage } from '@app/features/admin';

export const Route = createFileRoute('/admin/users/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^\d{1,10}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(userQueryOptions(params.id)),
  component: function UserRoute() {
    const { id } = Route.useParams();
    return <UserDetailPage id={id} />;
  },
});
