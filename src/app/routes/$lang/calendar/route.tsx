import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { calendarSearchSchema } from '@app/features/calendar';

/** The calendar is a fan's own: signed in only. `?view=` is shared by today's page and a dated one. */
export const Route = createFileRoute('/$lang/calendar')({
  validateSearch: calendarSearchSchema,
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
});
