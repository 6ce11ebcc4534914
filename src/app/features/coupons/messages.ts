import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_LIMIT_MAX,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
} from '@shared/coupon-rules';
import { CouponMessages as M } from '@shared/schemas/coupons';
import { translateValidationMessage } from '@app/platform/forms/validation-messages';

/**
 * The coupon schema's English sentences as Lingui messages, so a form checked in the browser shows the same
 * translated text the server would send.
 */
const descriptors: Array<[string, MessageDescriptor]> = [
  [
    M.codeFormat,
    msg`The code must be ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} letters, digits, dashes or underscores.`,
  ],
  [M.contentRequired, msg`Choose the item this coupon is for.`],
  [M.typeInvalid, msg`The discount type must be percent or fixed.`],
  [M.percentRange, msg`A percentage must be a whole number from ${COUPON_PERCENT_MIN} to ${COUPON_PERCENT_MAX}.`],
  [M.amountRange, msg`The amount must be more than 0.`],
  [M.currencyRequired, msg`Choose the currency of the amount.`],
  [M.currencyInvalid, msg`The currency must be USD, EUR or JPY.`],
  [M.scopeInvalid, msg`The coupon must be for one item or your whole catalogue.`],
  [M.dateInvalid, msg`Enter a valid date and time.`],
  [M.endsBeforeStart, msg`The end must be after the start.`],
  [M.limitRange, msg`A limit must be a whole number from 1 to ${COUPON_LIMIT_MAX}, or empty for no limit.`],
];
const byText = new Map(descriptors);

export function translateCouponMessage(text: string, i18n: I18n): string {
  const descriptor = byText.get(text);
  return descriptor ? i18n._(descriptor) : translateValidationMessage(text, i18n);
}
