import type { Autocomplete } from '@shared/schemas/search';
import type { ReadContext } from '../content';
import { suggestContent } from './suggest-content';
import { suggestCreators } from './suggest-creators';
import { suggestTags } from './suggest-tags';

/** GET /api/autocomplete: creators, content and tags as the fan types. */
export async function autocomplete(ctx: ReadContext, query: string): Promise<Autocomplete> {
  // One after another: PGlite has a single connection, and a pool should not be flooded by one keystroke.
  const creators = await suggestCreators(ctx, query);
  const content = await suggestContent(ctx, query);
  const tags = await suggestTags(ctx, query);
  return { creators, content, tags };
}
