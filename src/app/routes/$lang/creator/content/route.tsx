import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';

/** Every content page of the creator area: signed-in creators only. */
export const Route = createFileRoute('/$lang/creator/content')({
  beforeLoad: (args) => requireCreator(args),
});
