import { describe, expect, it } from 'vitest';
import { notificationLink } from './notifications';

/** Where each notification opens; `notifications/producers.test.ts` checks the same links from the real producers. */
describe('notificationLink', () => {
  it("opens the buyer's purchases page on the payment or refund it is about", () => {
    const purchase = { kind: 'purchase', objectType: 'order', objectId: 12 } as const;
    // An order is known by its number, the one its receipt and its row on the purchases page show.
    expect(notificationLink({ ...purchase, data: { content_id: 4, transaction_id: 31 } })).toBe(
      '/account/purchases?order=12',
    );
    expect(notificationLink({ ...purchase, objectType: 'subscription', data: { transaction_id: 32 } })).toBe(
      '/account/purchases?transaction=32',
    );
    expect(notificationLink({ kind: 'refund', objectType: 'transaction', objectId: 40, data: { content_id: 4 } })).toBe(
      '/account/purchases?transaction=40',
    );
  });

  it('opens the purchases page alone when the row is not known (or not a row id)', () => {
    expect(
      notificationLink({ kind: 'purchase', objectType: 'subscription', objectId: 3, data: { content_id: 4 } }),
    ).toBe('/account/purchases');
    expect(
      notificationLink({ kind: 'purchase', objectType: 'subscription', objectId: 3, data: { transaction_id: '7' } }),
    ).toBe('/account/purchases');
    expect(notificationLink({ kind: 'purchase', objectType: 'content', objectId: 7, data: null })).toBe(
      '/account/purchases',
    );
  });

  it("opens a failed membership payment on the community's page (its membership panel)", () => {
    const failed = { kind: 'payment-failed', objectType: 'subscription', objectId: 3 } as const;
    expect(notificationLink({ ...failed, data: { content_id: 9 } })).toBe('/content/9');
    expect(notificationLink({ ...failed, data: {} })).toBe('/library/communities');
  });

  it("keeps the creator's sale and payout on the wallet", () => {
    expect(notificationLink({ kind: 'sale', objectType: 'order', objectId: 12, data: { transaction_id: 31 } })).toBe(
      '/creator/finance',
    );
    expect(notificationLink({ kind: 'payout', objectType: 'payout', objectId: 2 })).toBe('/creator/finance');
  });
});
