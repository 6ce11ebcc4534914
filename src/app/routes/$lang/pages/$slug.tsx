import { createFileRoute, notFound } from '@tanstack/react-router';
import { SLUG_PATTERN } from '@shared/schemas/admin-paths';
import { isApiError } from '@app/platform/api';
import { staticPageQueryOptions } from '@app/features/static-pages';
import { StaticPage } from '@app/features/static-pages';

/** Pages the admin adds besides terms, privacy and support, at `/{lang}/pages/{slug}`; an unknown slug is a 404. */
export const Route = createFileRoute('/$lang/pages/$slug')({
  params: {
    parse: ({ slug }) => {
      if (!SLUG_PATTERN.test(slug)) throw notFound();
      return { slug };
    },
    stringify: ({ slug }) => ({ slug }),
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(staticPageQueryOptions(params.slug, params.lang));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: function StaticPageRoute() {
    const { slug } = Route.useParams();
    return <StaticPage slug={slug} />;
  },
});
