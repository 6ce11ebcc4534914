import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import type { Money } from '@shared/money';
import { approximate } from '@shared/schemas/commerce';
import { formatPrice } from '@app/platform/format';
import { useCurrency } from '@app/platform/preferences';
import { useProfile } from '@app/platform/session';
import { currencyRatesQueryOptions } from './api';

/**
 * "About ¥2,400 in your currency." when the viewer's chosen currency (a visitor's too) is not the one charged:
 * display only, from the admin's rates table; nothing when they match, the price is 0 or the rates are not known.
 */
export function ApproximatePrice({ price, className }: { price: Money; className?: string }) {
  const { i18n } = useLingui();
  const profile = useProfile('site');
  const preferred = useCurrency(profile.data?.preferred_currency);
  const differs = preferred !== price.currency && price.amount > 0;
  const rates = useQuery({ ...currencyRatesQueryOptions(), enabled: differs });
  const approx = differs && rates.data ? approximate(price, preferred, rates.data) : null;
  if (!approx) return null;
  const approxText = formatPrice(approx, i18n.locale as Locale);
  return (
    <span className={className} data-testid="approximate-price">
      <Trans>About {approxText} in your currency.</Trans>
    </span>
  );
}
