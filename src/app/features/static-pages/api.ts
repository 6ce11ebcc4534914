import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import { api } from '@app/platform/api';
import type { StaticPageSchema } from '@shared/schemas/content';
import type { OneOf } from '@app/platform/api';

export const STATIC_PAGE_ROOT = 'static-page';

/** The pages the site links to at their own address (spec §2); any other slug is published under /pages/. */
export const ownAddressSlugs: readonly string[] = ['terms-conditions', 'privacy-policy', 'support'];

/** Where the site shows the page with this slug, after the language prefix: `/support`, `/pages/cookies`. */
export const staticPagePath = (slug: string): string =>
  ownAddressSlugs.includes(slug) ? `/${slug}` : `/pages/${slug}`;

/** The page in the viewer's language (the `applocale` header); the language is part of the key. */
export function staticPageQueryOptions(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: [STATIC_PAGE_ROOT, slug, lang] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof StaticPageSchema>>(`/api/static-pages/${encodeURIComponent(slug)}`, { signal }),
    select: (response) => response.data,
    // Legal texts change rarely; an hour keeps navigation instant without going stale for long.
    staleTime: 60 * 60 * 1000,
  });
}
