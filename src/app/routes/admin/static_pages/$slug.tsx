import { createFileRoute, notFound } from '@tanstack/react-router';
import { SLUG_PATTERN } from '@shared/schemas/admin-paths';
import { StaticPageEditor } from '@app/features/admin';

export const Route = createFileRoute('/admin/static_pages/$slug')({
  params: {
    parse: ({ slug }) => {
      if (!SLUG_PATTERN.test(slug)) throw notFound();
      return { slug };
    },
    stringify: ({ slug }) => ({ slug }),
  },
  component: function StaticPageRoute() {
    const { slug } = Route.useParams();
    // A new key per slug: the editor's draft never carries over from another page.
    return <StaticPageEditor key={slug} slug={slug} />;
  },
});
