import { createFileRoute } from '@tanstack/react-router';
import { staticPageQueryOptions } from '@app/features/static-pages';
import { StaticPage } from '@app/features/static-pages';

export const Route = createFileRoute('/$lang/support')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staticPageQueryOptions('support', params.lang)),
  component: SupportPage,
});

function SupportPage() {
  return <StaticPage slug="support" />;
}
