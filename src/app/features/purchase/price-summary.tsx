import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { Money } from '@shared/money';
import { formatPrice } from '@app/platform/format';
import { ApproximatePrice } from './approximate-price';

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });

/** List price, discount and total, in the currency charged, with an approximate in the fan's own currency. */
export function PriceSummary({
  listPrice,
  discount,
  total,
}: {
  listPrice: Money;
  discount: Money | null;
  total: Money;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const totalText = formatPrice(total, locale);
  const currency = total.currency === 'JPY' ? 'YEN' : total.currency;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <dl className={css({ display: 'grid', gap: '2' })} aria-label={t`Price`}>
        <div className={row}>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{formatPrice(listPrice, locale)}</dd>
        </div>
        {discount && discount.amount > 0 ? (
          <div className={row}>
            <dt>
              <Trans>Coupon discount</Trans>
            </dt>
            <dd className={css({ color: 'success.fg' })}>−{formatPrice(discount, locale)}</dd>
          </div>
        ) : null}
        <div className={cx(row, css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2' }))}>
          <dt className={css({ textStyle: 'heading.sm' })}>
            <Trans>Total</Trans>
          </dt>
          <dd className={css({ textStyle: 'heading.sm' })} data-testid="purchase-total">
            {totalText}
          </dd>
        </div>
      </dl>
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        <Trans>
          You will be charged {totalText} in {currency}.
        </Trans>{' '}
        <ApproximatePrice price={total} />
      </p>
    </div>
  );
}
