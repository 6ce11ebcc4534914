import { createFileRoute } from '@tanstack/react-router';
import { staticPageQueryOptions } from '@app/features/static-pages';
import { StaticPage } from '@app/features/static-pages';

export const Route = createFileRoute('/$lang/privacy-policy')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staticPageQueryOptions('privacy-policy', params.lang)),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <StaticPage slug="privacy-policy" />;
}
