/** The fan's purchase history. Other features and routes import it only through this file. */
export { purchaseHistoryQueryOptions } from './api';
export { historySearchSchema } from './history-search';
export { PurchaseHistoryPage } from './purchase-history-page';
