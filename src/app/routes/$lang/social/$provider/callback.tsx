import { createFileRoute, notFound } from '@tanstack/react-router';
import type { SocialProvider } from '@shared/schemas/social';
import { SocialCallbackPage } from '@app/features/social-sign-in/callback-page';
import { isSocialProvider, socialCallbackSearchSchema } from '@app/features/social-sign-in/search';

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
