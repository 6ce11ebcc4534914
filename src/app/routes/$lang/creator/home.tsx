import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';
import { CreatorHomePage } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/home')({
  beforeLoad: (args) => requireCreator(args),
  component: CreatorHomePage,
});
