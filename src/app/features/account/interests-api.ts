import { queryOptions } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { GENRE_LIST_LIMIT } from '@shared/limits';
import type { NamedRefSchema } from '@shared/schemas/profile';
import { api } from '@app/platform/api';
import type { ListOf } from '@app/platform/api';

export type InterestKind = 'genres' | 'hobbies';

/** GET /api/genres?query&limit=20 (spec §7, §9) and GET /api/hobbies?query. */
function interestsQuery(kind: InterestKind, query: string): URLSearchParams {
  return new URLSearchParams(kind === 'genres' ? { query, limit: String(GENRE_LIST_LIMIT) } : { query });
}

/** Names come in the request's language, so the language is part of the key (root `genres` is persisted). */
export function interestsQueryOptions(kind: InterestKind, query: string) {
  return queryOptions({
    queryKey: [kind, i18n.locale, query] as const,
    queryFn: ({ signal }) =>
      api.get<ListOf<typeof NamedRefSchema>>(`/api/${kind}`, { query: interestsQuery(kind, query), signal }),
    select: (response) => response.data,
    staleTime: 10 * 60 * 1000,
  });
}

export const genresQueryOptions = (query: string) => interestsQueryOptions('genres', query);
export const hobbiesQueryOptions = (query: string) => interestsQueryOptions('hobbies', query);
