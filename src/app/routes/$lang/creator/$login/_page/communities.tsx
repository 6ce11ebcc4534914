import { createFileRoute } from '@tanstack/react-router';
import { CreatorListTab } from '@app/features/creator-pages';
import { creatorListSearchSchema } from '@app/features/creator-pages';

export const Route = createFileRoute('/$lang/creator/$login/_page/communities')({
  validateSearch: creatorListSearchSchema,
  component: () => <CreatorListTab tab="communities" />,
});
