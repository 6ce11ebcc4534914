/** Buying content and community memberships: checkout, coupon field, receipt, prices. Other features and routes import it only through this file. */
export { BuyLink } from './buy-link';
export { CommunityMembership } from './community-membership';
export { MembershipSummary } from './membership-summary';
export { PurchasePage } from './purchase-page';
export { purchaseSearchSchema } from './search';
