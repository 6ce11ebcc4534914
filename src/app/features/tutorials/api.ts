import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ContentType, tutorialTypes } from '@shared/codes';
import { PRODUCT_PAGE_SIZE } from '@shared/limits';
import { buildListQuery } from '@shared/list-query';
import { DEFAULT_CURRENCY, type Currency } from '@shared/money';
import type { ContentResourceSchema } from '@shared/schemas/content';
import type { searchContentResource } from '@shared/schemas/search';
import { api } from '@app/platform/api';
import { currencyPreference } from '@app/platform/preferences';
import type { PageOf } from '@app/platform/api';

export const TUTORIALS_ROOT = 'tutorials';

export const tutorialKinds = ['all', 'skills', 'knowledge'] as const;
export type TutorialKind = (typeof tutorialKinds)[number];

const typesOf: Record<TutorialKind, readonly ContentType[]> = {
  all: tutorialTypes,
  skills: [ContentType.tutorialSkills],
  knowledge: [ContentType.tutorialKnowledge],
};

/** GET /api/search/content?filter[type][in]=5,6: published tutorials, newest first, 20 a page. */
export function tutorialsQueryOptions(
  { kind, page }: { kind: TutorialKind; page: number },
  currency: Currency = currencyPreference.get() ?? DEFAULT_CURRENCY,
) {
  const query = buildListQuery<typeof searchContentResource>({
    page,
    limit: PRODUCT_PAGE_SIZE,
    expand: ['cover', 'shortOwner'],
    filter: { type: { in: [...typesOf[kind]] } },
  });
  return queryOptions({
    queryKey: [TUTORIALS_ROOT, query, currency] as const,
    queryFn: ({ signal }) => api.get<PageOf<typeof ContentResourceSchema>>('/api/search/content', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
