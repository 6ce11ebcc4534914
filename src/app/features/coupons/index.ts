/** A creator's coupons (list, editor) and the fan's coupon check. Other features and routes import it only through this file. */
export { ApplyCouponPage } from './apply-page';
export { CouponsPage } from './coupons-page';
export { discountText } from './describe-coupon';
export { EditCouponPage, NewCouponPage } from './editor-pages';
export { emptyCouponForm, toCouponForm, toCouponInput } from './form-values';
export type { CouponFormValues } from './form-values';
