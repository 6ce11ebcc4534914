import { createFileRoute } from '@tanstack/react-router';
import { PayPalPage } from '@app/features/finance';
import { payPalReturnSearchSchema } from '@app/features/finance';

/** Also where "Log in with PayPal" returns, with `code` and `state` (or `error`). */
export const Route = createFileRoute('/$lang/creator/finance/paypal')({
  validateSearch: payPalReturnSearchSchema,
  component: function PayPalRoute() {
    return <PayPalPage search={Route.useSearch()} />;
  },
});
