import { contentExpansions, type ContentExpansion } from '@shared/schemas/content';

/** Library lists are grids of cards: a card always shows its cover and its owner, whatever else is asked for. */
export function cardExpansions(requested: readonly ContentExpansion[]): ContentExpansion[] {
  return [...new Set<ContentExpansion>(['cover', 'shortOwner', ...requested])];
}

/** A single item opened from the library or a share link: what was asked for, or the whole content page. */
export function pageExpansions(requested: readonly ContentExpansion[]): readonly ContentExpansion[] {
  return requested.length > 0 ? requested : contentExpansions;
}
