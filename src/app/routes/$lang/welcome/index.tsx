import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '@app/features/auth';

/** Where a session that could not be renewed lands (spec §8): sign in again or create an account. */
export const Route = createFileRoute('/$lang/welcome/')({
  component: WelcomePage,
});
