import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/locales';
import type { Coupon, CouponCheck } from '@shared/schemas/coupons';
import { formatPrice } from '@app/platform/format';

/** "20% off" or "¥500 off". */
export function discountText(
  c: Pick<Coupon | CouponCheck, 'discount_type' | 'value' | 'currency'>,
  i18n: I18n,
): string {
  if (c.discount_type === 'fixed' && c.currency) {
    const amount = formatPrice({ amount: c.value, currency: c.currency }, i18n.locale as Locale);
    return i18n._(msg`${amount} off`);
  }
  const percent = c.value;
  return i18n._(msg`${percent}% off`);
}
