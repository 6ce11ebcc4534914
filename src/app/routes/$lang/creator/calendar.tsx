import { createFileRoute } from '@tanstack/react-router';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { CreatorCalendarPage } from '@app/features/creator-calendar/creator-calendar-page';
import { creatorCalendarSearchSchema } from '@app/features/creator-calendar/search';

export const Route = createFileRoute('/$lang/creator/calendar')({
  validateSearch: creatorCalendarSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: CreatorCalendarPage,
});
