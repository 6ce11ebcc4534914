import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { purchaseContentId, purchaseSearchSchema, returnedPaymentId } from './search';

const parse = (search: Record<string, unknown>) => v.parse(purchaseSearchSchema, search);

describe('purchase search', () => {
  it('reads the item from ?content or the return link’s ?content_id', () => {
    expect(purchaseContentId(parse({ content: '12' }))).toBe(12);
    expect(purchaseContentId(parse({ content_id: 7 }))).toBe(7);
    expect(purchaseContentId(parse({ content: 'abc' }))).toBeUndefined();
  });

  it('captures the order token, or the subscription id, but never after a cancel or decline', () => {
    expect(returnedPaymentId(parse({ content_id: 3, token: 'TO-1', PayerID: 'X' }))).toBe('TO-1');
    expect(returnedPaymentId(parse({ content_id: 3, token: 'BA-1', subscription_id: 'TS-1' }))).toBe('TS-1');
    expect(returnedPaymentId(parse({ content_id: 3, token: 'TO-1', cancelled: 1 }))).toBeUndefined();
    expect(returnedPaymentId(parse({ content: 3 }))).toBeUndefined();
    expect(returnedPaymentId(parse({ content_id: 3, token: 'TO-1', cancelled: '1' }))).toBeUndefined();
    expect(returnedPaymentId(parse({ content_id: 3, token: 12345 }))).toBe('12345');
  });
});
