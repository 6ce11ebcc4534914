import { createFileRoute, notFound } from '@tanstack/react-router';
import { crudResources, type CrudResource } from '@shared/schemas/admin-paths';
import { crudQueryOptions } from '@app/features/admin';
import { CrudPage } from '@app/features/admin';
import { crudListParams } from '@app/features/admin';
import { listSearchSchema } from '@app/features/admin';

export const Route = createFileRoute('/admin/crud/$resource')({
  params: {
    parse: ({ resource }) => {
      if (!(crudResources as readonly string[]).includes(resource)) throw notFound();
      return { resource: resource as CrudResource };
    },
    stringify: ({ resource }) => ({ resource }),
  },
  validateSearch: listSearchSchema([]),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchQuery(crudQueryOptions(params.resource, crudListParams(deps))),
  component: function CrudRoute() {
    const { resource } = Route.useParams();
    return <CrudPage key={resource} resource={resource} />;
  },
});
