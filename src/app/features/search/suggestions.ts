import type { Autocomplete } from '@shared/schemas/search';

export type SuggestionGroup = 'creators' | 'content' | 'tags';

/** One row of the suggestion list: where it leads (a page) or what it does (a genre filter). */
export type Suggestion =
  | { key: string; group: 'creators'; label: string; detail: string; avatar: string | undefined; login: string }
  | { key: string; group: 'content'; label: string; detail: string; id: number }
  | { key: string; group: 'tags'; label: string; id: number };

/** Creators, then content, then tags: the order the list shows them and arrow keys walk them. */
export function flattenSuggestions(data: Autocomplete | undefined): Suggestion[] {
  if (!data) return [];
  return [
    ...data.creators.map((creator) => ({
      key: `creator-${creator.id}`,
      group: 'creators' as const,
      label: creator.name,
      detail: `@${creator.login}`,
      avatar: creator.avatar?.resize_url,
      login: creator.login,
    })),
    ...data.content.map((item) => ({
      key: `content-${item.id}`,
      group: 'content' as const,
      label: item.title,
      detail: item.shortOwner?.name ?? '',
      id: item.id,
    })),
    ...data.tags.map((tag) => ({ key: `tag-${tag.id}`, group: 'tags' as const, label: tag.name, id: tag.id })),
  ];
}

/** The index after an arrow key, wrapping around; -1 (nothing active) goes to the first or last. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
