import { describe, expect, it } from 'vitest';
import { CouponMessages as M } from '@shared/schemas/coupons';
import { couponFormErrors, emptyCouponForm, toCouponForm, toCouponInput } from './form-values';

describe('coupon form values', () => {
  it('turns typed text into the request: minor units, whole local days, empty limits as none', () => {
    const input = toCouponInput({
      ...emptyCouponForm,
      code: 'spring',
      discount_type: 'fixed',
      value: '12.5',
      currency: 'EUR',
      starts_on: '2026-03-01',
      ends_on: '2026-03-31',
      usage_limit: '',
    });
    expect(input).toMatchObject({ value: 1250, currency: 'EUR', usage_limit: null, per_fan_limit: 1 });
    expect(new Date(input.starts_at!).getDate()).toBe(1);
    expect(new Date(input.ends_at!).getTime() - new Date(2026, 2, 31).getTime()).toBe(86_400_000);
    expect(toCouponInput({ ...emptyCouponForm, discount_type: 'fixed', value: '500', currency: 'JPY' }).value).toBe(
      500,
    );
  });

  it('round-trips a saved coupon back into the form', () => {
    const input = toCouponInput({
      ...emptyCouponForm,
      code: 'X1Y',
      value: '15',
      starts_on: '2026-01-02',
      ends_on: '2026-01-09',
    });
    const form = toCouponForm({
      id: 1,
      code: 'X1Y',
      discount_type: 'percent',
      value: 15,
      currency: null,
      scope: 'catalogue',
      content_id: null,
      content: null,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      usage_limit: null,
      per_fan_limit: 1,
      used_count: 0,
      created_at: '',
      updated_at: '',
    });
    expect(form).toMatchObject({ value: '15', starts_on: '2026-01-02', ends_on: '2026-01-09', usage_limit: '' });
  });

  it("checks with the API's schema and puts each message on its form field", () => {
    expect(couponFormErrors({ ...emptyCouponForm, code: 'OK1', value: '10' })).toBeNull();
    expect(
      couponFormErrors({
        ...emptyCouponForm,
        code: 'a b',
        value: '120',
        scope: 'item',
        starts_on: '2026-02-30',
        ends_on: '2026-01-01',
        usage_limit: '0',
      }),
    ).toEqual({
      code: M.codeFormat,
      value: M.percentRange,
      content_id: M.contentRequired,
      starts_on: M.dateInvalid,
      usage_limit: M.limitRange,
    });
    expect(
      couponFormErrors({ ...emptyCouponForm, code: 'FIX', discount_type: 'fixed', value: '1.234', currency: 'USD' }),
    ).toEqual({
      value: M.amountRange,
    });
    expect(
      couponFormErrors({ ...emptyCouponForm, code: 'D8T', value: '5', starts_on: '2026-02-01', ends_on: '2026-01-01' }),
    ).toEqual({ ends_on: M.endsBeforeStart });
  });
});
