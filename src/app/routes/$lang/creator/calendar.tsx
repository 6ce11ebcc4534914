import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/studio';
import { CreatorCalendarPage } from '@app/features/studio';
import { creatorCalendarSearchSchema } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/calendar')({
  validateSearch: creatorCalendarSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: CreatorCalendarPage,
});
