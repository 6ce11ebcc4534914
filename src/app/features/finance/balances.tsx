import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { Wallet, WalletBalance } from '@shared/schemas/commerce';
import { formatPrice } from '@app/platform/format';

const card = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
});
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });

/** One card per currency: ready to withdraw (the number that matters most), pending, on its way, paid out. */
export function Balances({ wallet }: { wallet: Wallet }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const days = wallet.holding_days;
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
      })}
    >
      {wallet.balances.map((b) => (
        <BalanceCard key={b.currency} balance={b} locale={locale} />
      ))}
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm', gridColumn: '1 / -1' })}>
        <Trans>Income becomes ready to withdraw {days} days after each sale, once it can no longer be disputed.</Trans>
      </p>
    </div>
  );
}

function BalanceCard({ balance: b, locale }: { balance: WalletBalance; locale: Locale }) {
  const money = (amount: number) => formatPrice({ amount, currency: b.currency }, locale);
  const label = b.currency === 'JPY' ? 'YEN' : b.currency;
  return (
    <section aria-label={label} className={card} data-testid={`balance-${b.currency}`}>
      <h3 className={css({ textStyle: 'label', color: 'fg.muted' })}>{label}</h3>
      <p className={css({ textStyle: 'heading.lg' })}>{money(b.ready)}</p>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>ready to withdraw</Trans>
      </p>
      <dl className={css({ display: 'grid', gap: '1', textStyle: 'body.sm' })}>
        <div className={row}>
          <dt>
            <Trans>Pending</Trans>
          </dt>
          <dd>{money(b.pending)}</dd>
        </div>
        {b.in_transit > 0 ? (
          <div className={row}>
            <dt>
              <Trans>On its way to PayPal</Trans>
            </dt>
            <dd>{money(b.in_transit)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>
            <Trans>Paid out</Trans>
          </dt>
          <dd>{money(b.paid_out)}</dd>
        </div>
      </dl>
    </section>
  );
}
