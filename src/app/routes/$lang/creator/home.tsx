import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { CreatorHomePage } from '@app/features/creator-area/home-page';

export const Route = createFileRoute('/$lang/creator/home')({
  beforeLoad: (args) => requireCreator(args),
  component: CreatorHomePage,
});
