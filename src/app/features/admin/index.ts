/** The back office: staff sign-in, dashboard, lists of users, content, reports, transactions, translations. Other features and routes import it only through this file. */
export { AdminLayout } from './admin-layout';
export { AdminSignInPage } from './admin-sign-in-page';
export {
  auditQueryOptions,
  contentPreviewQueryOptions,
  contentQueryOptions,
  crudQueryOptions,
  mailboxQueryOptions,
  reportsQueryOptions,
  reviewsQueryOptions,
  staticPagesQueryOptions,
  translationsQueryOptions,
  userQueryOptions,
  usersQueryOptions,
} from './api';
export { AuditPage } from './audit/audit-page';
export { readyIncomeQueryOptions, salesQueryOptions, transactionsQueryOptions } from './commerce-api';
export { ContentPage } from './content/content-page';
export { ContentPreviewPage } from './content/content-preview-page';
export {
  adminCouponsQueryOptions,
  commerceSettingsQueryOptions,
  couponListParams,
  currencyRatesQueryOptions,
} from './crud/commerce-api';
export { CommerceSettingsPage } from './crud/commerce-settings-page';
export { CouponsPage } from './crud/coupons-page';
export { CrudPage } from './crud/crud-page';
export { DashboardPage } from './dashboard/dashboard-page';
export { adminSignInSearchSchema, redirectIfAdmin, requireAdmin } from './guards';
export {
  auditFilters,
  auditListParams,
  contentFilters,
  contentListParams,
  crudListParams,
  dashboardFilters,
  mailboxFilters,
  mailboxListParams,
  reportFilters,
  reportListParams,
  reviewFilters,
  reviewListParams,
  salesParams,
  transactionFilters,
  transactionListParams,
  translationFilters,
  translationParams,
  userFilters,
  usersListParams,
} from './list-params';
export { MailboxPage } from './mailbox/mailbox-page';
export { listSearchSchema } from './parts/list-search';
export { ReportsPage } from './reports/reports-page';
export { StaticPageEditor } from './static-pages/static-page-editor';
export { StaticPagesPage } from './static-pages/static-pages-page';
export { TestimonialsPage } from './testimonials/testimonials-page';
export { TransactionsPage } from './transactions/transactions-page';
export { TranslationsPage } from './translations/translations-page';
export { UserDetailPage } from './users/user-detail-page';
export { UsersPage } from './users/users-page';
