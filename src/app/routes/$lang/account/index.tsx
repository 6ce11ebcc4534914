import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '@app/features/account';

export const Route = createFileRoute('/$lang/account/')({
  component: AccountOverviewPage,
});
