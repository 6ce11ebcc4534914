import { createFileRoute } from '@tanstack/react-router';
import { ContentListPage } from '@app/features/studio';
import { contentListSearchSchema } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/content/')({
  validateSearch: contentListSearchSchema,
  component: ContentListPage,
});
