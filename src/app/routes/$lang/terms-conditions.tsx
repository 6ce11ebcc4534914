import { createFileRoute } from '@tanstack/react-router';
import { staticPageQueryOptions } from '@app/features/static-pages';
import { StaticPage } from '@app/features/static-pages';

export const Route = createFileRoute('/$lang/terms-conditions')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staticPageQueryOptions('terms-conditions', params.lang)),
  component: TermsConditionsPage,
});

function TermsConditionsPage() {
  return <StaticPage slug="terms-conditions" />;
}
