import type { Locale } from '@shared/locales';
import { ContentStatus } from '@shared/codes';
import type { CreateContentInput, StudioContent } from '@shared/schemas/content-editor';
import type { UserRow } from '../../http/context';
import { content } from '../../db/schema';
import type { Deps } from '../../deps';
import { serializeStudioContent } from './load-studio-content';

/**
 * POST /api/content: a draft (status 2) of the chosen type, free until its base info sets a price.
 * Prices are in the creator's balance currency, the one their income is kept and paid out in.
 */
export async function createContent(
  deps: Deps,
  owner: UserRow,
  input: { type: CreateContentInput['type']; title: string },
  locale: Locale,
): Promise<StudioContent> {
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(content)
    .values({
      ownerId: owner.id,
      type: input.type,
      title: input.title,
      status: ContentStatus.draft,
      priceAmount: 0,
      priceCurrency: owner.balanceCurrency,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return serializeStudioContent(deps.db, row!, locale);
}
