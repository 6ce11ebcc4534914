/** The creator's earnings: balances, income chart, history, withdrawal and PayPal. Other features and routes import it only through this file. */
export { walletQueryOptions } from './api';
export { FinancePage } from './finance-page';
export { payPalReturnSearchSchema } from './paypal-login';
export { PayPalPage } from './paypal-page';
