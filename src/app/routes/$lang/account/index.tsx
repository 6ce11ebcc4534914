import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '@app/features/account/overview-page';

export const Route = createFileRoute('/$lang/account/')({
  component: AccountOverviewPage,
});
