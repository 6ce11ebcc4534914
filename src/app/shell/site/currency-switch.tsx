import { useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import { currencies, currencyLabels, type Currency } from '@shared/money';
import { currencyPreference, useCurrency } from '@app/platform/preferences';
import { Menu } from '@app/ui/menu';
import { toast } from '@app/ui/toaster';
import { useSavePreferredCurrency } from './api';
import { useSiteProfile } from '@app/platform/page/use-site-session';

const label = (currency: Currency) => `${currencyLabels[currency].symbol} ${currencyLabels[currency].label}`;

/** USD, EUR or YEN for prices. Kept in the browser, and on the profile when signed in. */
export function CurrencySwitch() {
  const { t } = useLingui();
  const profile = useSiteProfile();
  const current = useCurrency(profile?.preferred_currency);
  const save = useSavePreferredCurrency();

  async function choose(currency: Currency) {
    if (currency === current) return;
    const previous = current;
    // Prices follow at once (the query keys include the currency); the profile catches up.
    currencyPreference.set(currency);
    if (!profile) return;
    try {
      await save.mutateAsync(currency);
    } catch {
      currencyPreference.set(previous);
      toast.error(t`Your currency could not be saved. Please try again.`);
    }
  }

  const currencyName = currencyLabels[current].label;
  return (
    <Menu
      label={t`Currency: ${currencyName}`}
      trigger={<span>{label(current)}</span>}
      items={currencies.map((currency) => ({
        value: currency,
        label: label(currency),
        icon: currency === current ? <CheckIcon size={20} /> : <span />,
        onSelect: () => void choose(currency),
      }))}
    />
  );
}
