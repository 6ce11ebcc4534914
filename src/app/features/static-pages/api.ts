import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import { api } from '@app/lib/api';

export const STATIC_PAGE_ROOT = 'static-page';

export interface StaticPageResource {
  slug: string;
  title: string;
  /** Markdown; shown without raw HTML. */
  body: string;
  updated_at: string;
}

/** The page in the viewer's language (the `applocale` header); the language is part of the key. */
export function staticPageQueryOptions(slug: string, lang: Locale) {
  return queryOptions({
    queryKey: [STATIC_PAGE_ROOT, slug, lang] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: StaticPageResource }>(`/api/static-pages/${encodeURIComponent(slug)}`, { signal }),
    select: (response) => response.data,
    // Legal texts change rarely; an hour keeps navigation instant without going stale for long.
    staleTime: 60 * 60 * 1000,
  });
}
