import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/locales';
import type { LedgerKind, PaymentProviderName, TransactionView } from '@shared/schemas/commerce';
import { formatDate, formatPrice } from '@app/platform/format';

/** A buyer only ever sees these three kinds (the API keeps payouts to creators). */
const kindLabels: Partial<Record<LedgerKind, MessageDescriptor>> = {
  purchase: msg`One-off purchase`,
  subscription_payment: msg`Community payment`,
  refund: msg`Refund`,
};

const providerName = (provider: PaymentProviderName, i18n: I18n) =>
  // A brand name is the same in every language.
  provider === 'paypal' ? 'PayPal' : i18n._(msg`Test provider`);

/** How a status is drawn; the words always say it too, so colour is never the only signal. */
export type StatusTone = 'success' | 'warning' | 'neutral';

export interface HistoryRowText {
  kind: string;
  /** The amount in its own currency, formatted for the reader (JPY without decimals). */
  amount: string;
  status: string;
  tone: StatusTone;
  provider: string;
  /** Spec §9's `YYYY-MM-DD HH:mm`, local time. */
  date: string;
  /** "Order 6": the number the receipt and the notification give a one-off purchase (and its refunds). */
  reference: string | null;
}

/** The words of one row of the purchases page, in the active language. */
export function historyRowText(tx: TransactionView, i18n: I18n): HistoryRowText {
  const locale = i18n.locale as Locale;
  const kind = kindLabels[tx.kind];
  return {
    kind: kind ? i18n._(kind) : tx.kind,
    amount: formatPrice(tx.amount, locale),
    ...status(tx, i18n, locale),
    provider: providerName(tx.provider, i18n),
    date: formatDate(tx.created_at, 'dateTime', locale),
    reference: tx.order_id === null ? null : i18n._(msg`Order ${tx.order_id}`),
  };
}

function status(tx: TransactionView, i18n: I18n, locale: Locale): { status: string; tone: StatusTone } {
  if (tx.kind === 'refund') return { status: i18n._(msg`Returned to you`), tone: 'neutral' };
  const refunded = tx.refunded?.amount ?? 0;
  if (refunded <= 0) return { status: i18n._(msg`Paid in full`), tone: 'success' };
  if (refunded >= tx.amount.amount) return { status: i18n._(msg`Refunded in full`), tone: 'neutral' };
  const sum = formatPrice({ amount: refunded, currency: tx.amount.currency }, locale);
  return { status: i18n._(msg`Partly refunded: ${sum} back`), tone: 'warning' };
}
