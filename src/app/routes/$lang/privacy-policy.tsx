import { createFileRoute } from '@tanstack/react-router';
import { staticPageQueryOptions } from '@app/features/static-pages/api';
import { StaticPage } from '@app/features/static-pages/static-page';

export const Route = createFileRoute('/$lang/privacy-policy')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staticPageQueryOptions('privacy-policy', params.lang)),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <StaticPage slug="privacy-policy" />;
}
