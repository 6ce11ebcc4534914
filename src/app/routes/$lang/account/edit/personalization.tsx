import { createFileRoute } from '@tanstack/react-router';
import { genresQueryOptions } from '@app/features/account';
import { PersonalizationPage } from '@app/features/account';

export const Route = createFileRoute('/$lang/account/edit/personalization')({
  loader: ({ context }) => context.queryClient.ensureQueryData(genresQueryOptions('')),
  component: PersonalizationPage,
});
