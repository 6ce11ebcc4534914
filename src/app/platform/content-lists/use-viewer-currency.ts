import type { Currency } from '@shared/money';
import { useCurrency } from '@app/platform/preferences';
import { useSiteProfile } from '@app/platform/page/use-site-session';

/** The currency content is priced in for this viewer: their stored choice, else their profile's. */
export function useViewerCurrency(): Currency {
  return useCurrency(useSiteProfile()?.preferred_currency);
}
