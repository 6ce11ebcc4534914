import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';
import { PortfolioPage } from '@app/features/studio';
import { typeGroupSearchSchema } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/portfolio')({
  validateSearch: typeGroupSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: PortfolioPage,
});
