import { queryOptions } from '@tanstack/react-query';
import { contentExpansions } from '@shared/schemas/content';
import type { Locale } from '@shared/locales';
import { DEFAULT_CURRENCY, type Currency } from '@shared/money';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import { tokens } from '@app/platform/session';
import type { ContentResourceSchema } from '@shared/schemas/content';
import type { OneOf } from '@app/platform/api';

/** Content pages and lists (persisted for offline use); a free unlock or a report invalidates this root. */
export const CONTENT_ROOT = 'content';

/** Where the page is read from: `/api/content/:id`, or `/api/shared-content/:id` for a shared link. */
export type ContentSource = 'content' | 'shared';

const endpoints: Record<ContentSource, string> = { content: '/api/content', shared: '/api/shared-content' };

/** Spec §3: every expansion of the single fetch, with `tab=all`. */
const pageQuery = `expand=${contentExpansions.join(',')}&tab=all`;

/** The currency the API client sends (`appcurrency`), which is what the prices come in. */
export const requestCurrency = (): Currency => currencyPreference.get() ?? DEFAULT_CURRENCY;

/** Whether the page is read with a user's token: signing in must not show a visitor's locked copy. */
export type Viewer = 'user' | 'visitor';
export const requestViewer = (): Viewer => (tokens.getUser('site') ? 'user' : 'visitor');

/**
 * One content page. Prices follow the currency, tag names the language and the gating the viewer,
 * so all three are part of the key (signing out clears the whole cache, so 'user' is one person).
 * The page shows its own not-found and error states (`localErrors`).
 */
export function contentPageQueryOptions(
  source: ContentSource,
  id: number,
  locale: Locale,
  currency: Currency,
  viewer: Viewer,
) {
  return queryOptions({
    queryKey: [CONTENT_ROOT, 'page', source, id, locale, currency, viewer] as const,
    queryFn: ({ signal }) =>
      api
        .get<OneOf<typeof ContentResourceSchema>>(`${endpoints[source]}/${id}`, { query: pageQuery, signal })
        .then((r) => r.data),
    meta: { localErrors: true },
  });
}
