import { createFileRoute } from '@tanstack/react-router';
import { requireSiteUser } from '@app/features/auth';
import { PurchasePage } from '@app/features/purchase';
import { purchaseSearchSchema } from '@app/features/purchase';

/** Paying needs an account: visitors sign in first and come back here with the same address. */
export const Route = createFileRoute('/$lang/purchase')({
  validateSearch: purchaseSearchSchema,
  beforeLoad: async (args) => {
    await requireSiteUser(args);
  },
  component: function PurchaseRoute() {
    return <PurchasePage search={Route.useSearch()} />;
  },
});
