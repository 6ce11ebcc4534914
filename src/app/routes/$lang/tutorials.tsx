import { createFileRoute } from '@tanstack/react-router';
import { tutorialsQueryOptions } from '@app/features/tutorials';
import { tutorialsSearchSchema } from '@app/features/tutorials';
import { TutorialsPage } from '@app/features/tutorials';

export const Route = createFileRoute('/$lang/tutorials')({
  validateSearch: tutorialsSearchSchema,
  loaderDeps: ({ search: { kind = 'all', page = 1 } }) => ({ kind, page }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(tutorialsQueryOptions(deps)),
  component: TutorialsPage,
});
