import { createFileRoute, notFound } from '@tanstack/react-router';
import type { SocialProvider } from '@shared/schemas/social';
import { isSocialProvider, SocialCallbackPage, socialCallbackSearchSchema } from '@app/features/auth';

export const Route = createFileRoute('/$lang/social/$provider/callback')({
  validateSearch: socialCallbackSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isSocialProvider(params.provider)) throw notFound();
  },
  component: function SocialCallbackRoute() {
    const { provider } = Route.useParams();
    return <SocialCallbackPage provider={provider as SocialProvider} search={Route.useSearch()} />;
  },
});
