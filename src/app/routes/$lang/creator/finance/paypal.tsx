import { createFileRoute } from '@tanstack/react-router';
import { PayPalPage } from '@app/features/finance/paypal-page';

export const Route = createFileRoute('/$lang/creator/finance/paypal')({
  component: PayPalPage,
});
