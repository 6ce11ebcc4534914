import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionView } from '@shared/schemas/commerce';
import { formatDate } from '@app/platform/format';
import { renderUi } from '@app/ui/test-utils';
import { HistoryRow } from './history-row';
import { historyRowText } from './row-text';

const payment: TransactionView = {
  id: 31,
  kind: 'purchase',
  amount: { amount: 1234, currency: 'USD' },
  refundable: { amount: 1234, currency: 'USD' },
  refunded: { amount: 0, currency: 'USD' },
  order_id: 5,
  subscription_id: null,
  payout_id: null,
  refund_of: null,
  content: { id: 8, title: 'Waacking basics' },
  buyer: { id: 2, name: 'Fan', login: 'fan' },
  creator: { id: 3, name: 'Creator', login: 'creator' },
  provider: 'test',
  created_at: '2026-03-01T09:05:00.000Z',
};

describe('historyRowText', () => {
  it('names the kind, the amount in its currency, the date in the spec format and the provider', () => {
    expect(historyRowText(payment, i18n)).toEqual({
      kind: 'One-off purchase',
      amount: '$12.34',
      status: 'Paid in full',
      tone: 'success',
      provider: 'Test provider',
      date: formatDate(payment.created_at, 'dateTime', 'en'),
      reference: 'Order 5',
    });
    expect(historyRowText(payment, i18n).date).toMatch(/^2026-03-0[12] \d\d:\d5$/);
  });

  it('writes yen without decimals and a community payment through PayPal', () => {
    const text = historyRowText(
      {
        ...payment,
        kind: 'subscription_payment',
        amount: { amount: 1500, currency: 'JPY' },
        refunded: { amount: 0, currency: 'JPY' },
        provider: 'paypal',
      },
      i18n,
    );
    expect(text).toMatchObject({ kind: 'Community payment', amount: '¥1,500', provider: 'PayPal' });
  });

  it('says how much came back of a partly refunded payment, and when all of it did', () => {
    expect(historyRowText({ ...payment, refunded: { amount: 234, currency: 'USD' } }, i18n)).toMatchObject({
      status: 'Partly refunded: $2.34 back',
      tone: 'warning',
    });
    expect(historyRowText({ ...payment, refunded: { amount: 1234, currency: 'USD' } }, i18n)).toMatchObject({
      status: 'Refunded in full',
      tone: 'neutral',
    });
  });

  it('shows a refund as money returned to the buyer', () => {
    const refund = { ...payment, id: 40, kind: 'refund' as const, amount: { amount: 234, currency: 'EUR' as const } };
    expect(historyRowText({ ...refund, refunded: null, refundable: null, refund_of: 31 }, i18n)).toMatchObject({
      kind: 'Refund',
      amount: '€2.34',
      status: 'Returned to you',
    });
  });
});

describe('HistoryRow', () => {
  it('links the item to its page and marks the row a notification opened', () => {
    renderUi(
      <ul>
        <HistoryRow tx={payment} highlighted />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByRole('link', { name: 'Waacking basics' })).toHaveAttribute('href', '/en/content/8');
    expect(within(row).getByRole('heading', { name: 'Waacking basics' })).toBeInTheDocument();
    expect(within(row).getByText('$12.34')).toBeInTheDocument();
    expect(within(row).getByText('Paid in full')).toBeInTheDocument();
    expect(within(row).getByText('Provider: Test provider')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('datetime', payment.created_at);
    // The order's number, as its receipt ("order 5") and its notification's link (?order=5) give it.
    expect(within(row).getByText('Order 5')).toBeInTheDocument();
  });

  it('names no order for a community payment, which has none', () => {
    renderUi(
      <ul>
        <HistoryRow tx={{ ...payment, kind: 'subscription_payment', order_id: null, subscription_id: 2 }} />
      </ul>,
    );
    expect(screen.queryByText(/^Order /)).toBeNull();
  });

  it('says when the item no longer exists, without a link', () => {
    renderUi(
      <ul>
        <HistoryRow tx={{ ...payment, content: null }} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(row).not.toHaveAttribute('aria-current');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByText('This item is no longer available')).toBeInTheDocument();
  });
});
