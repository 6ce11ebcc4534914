/**
 * The back office API. Each section registers its routes on the one `adminRouter` (scope `backend`,
 * super-admin-access); importing them here mounts them all with one line in apiRouters().
 */
import './audit/routes';
import './users/routes';
import './content/routes';
import './reports/routes';
import './reviews/routes';
import './static-pages/routes';
import './translations/routes';
import './crud/routes';
import './coupons/routes';
import './dashboard/routes';
import './mailbox/routes';

export { adminRouter } from './router';
