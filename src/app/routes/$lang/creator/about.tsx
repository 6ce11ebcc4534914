import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';
import { CreatorAboutPage } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/about')({
  beforeLoad: (args) => requireCreator(args),
  component: CreatorAboutPage,
});
