import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { PortfolioPage } from '@app/features/creator-area/type-group-page';
import { typeGroupSearchSchema } from '@app/features/creator-area/type-group-search';

export const Route = createFileRoute('/$lang/creator/portfolio')({
  validateSearch: typeGroupSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: PortfolioPage,
});
