import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { approximate, CommerceMessages as M, type CurrencyRate, WithdrawSchema } from './commerce';

const rates: CurrencyRate[] = [
  { currency: 'USD', per_usd: 1, updated_at: '' },
  { currency: 'EUR', per_usd: 0.92, updated_at: '' },
  { currency: 'JPY', per_usd: 150, updated_at: '' },
];

describe('approximate', () => {
  it('converts through USD into the target minor unit, and leaves the same currency alone', () => {
    expect(approximate({ amount: 1000, currency: 'USD' }, 'JPY', rates)).toEqual({ amount: 1500, currency: 'JPY' });
    expect(approximate({ amount: 1500, currency: 'JPY' }, 'EUR', rates)).toEqual({ amount: 920, currency: 'EUR' });
    expect(approximate({ amount: 999, currency: 'EUR' }, 'EUR', rates)).toEqual({ amount: 999, currency: 'EUR' });
    expect(approximate({ amount: 1, currency: 'USD' }, 'EUR', rates.slice(0, 1))).toBeNull();
  });
});

describe('WithdrawSchema', () => {
  it('takes whole minor units, a known currency and a request id', () => {
    expect(v.safeParse(WithdrawSchema, { amount: 500, currency: 'JPY', request_id: 'abc-12345' }).success).toBe(true);
    const bad = v.safeParse(WithdrawSchema, { amount: 0.5, currency: 'GBP', request_id: '!' });
    expect([...new Set(bad.issues?.map((i) => i.message))]).toEqual([
      M.amountInvalid,
      M.currencyInvalid,
      M.requestIdInvalid,
    ]);
  });
});
