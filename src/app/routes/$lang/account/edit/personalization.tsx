import { createFileRoute } from '@tanstack/react-router';
import { genresQueryOptions } from '@app/features/account/interests-api';
import { PersonalizationPage } from '@app/features/account/personalization-page';

export const Route = createFileRoute('/$lang/account/edit/personalization')({
  loader: ({ context }) => context.queryClient.ensureQueryData(genresQueryOptions('')),
  component: PersonalizationPage,
});
