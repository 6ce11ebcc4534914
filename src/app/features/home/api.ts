import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type Currency } from '@shared/money';
import type { LandingPageSchema } from '@shared/schemas/search';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import type { OneOf } from '@app/platform/api';

export const LANDING_ROOT = 'landing';

/**
 * GET /api/feed/landing: slider, rows per type and per top genre, featured creators. The server prices
 * content in the viewer's currency (the `appcurrency` header), so the currency is part of the key.
 */
export function landingQueryOptions(currency: Currency = currencyPreference.get() ?? DEFAULT_CURRENCY) {
  return queryOptions({
    queryKey: [LANDING_ROOT, currency] as const,
    queryFn: ({ signal }) => api.get<OneOf<typeof LandingPageSchema>>('/api/feed/landing', { signal }),
    select: (answer) => answer.data,
  });
}
