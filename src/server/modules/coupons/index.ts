/** What other modules use: COMMERCE-CORE (quote and redeem), ADMIN (site-wide coupon CRUD). */
export { quotePrice, type QuoteInput } from './quote-price';
export { recordCouponUse, redeemCoupon, releaseCouponUse, type RedeemInput } from './redeem-coupon';
export { createCoupon, deleteCoupon, updateCoupon } from './save-coupon';
export { findOwnCoupon, type CouponActor } from './find-own-coupon';
export { listCoupons } from './list-coupons';
export { serializeCoupon, serializeCoupons } from './serialize-coupons';
export { couponsRouter } from './routes';
