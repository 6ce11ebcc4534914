import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '@app/features/studio/content-list-page';
import { contentListSearchSchema } from '@app/features/studio/content-list-search';

export const Route = createFileRoute('/$lang/creator/content/')({
  validateSearch: contentListSearchSchema,
  component: ContentListPage,
});
