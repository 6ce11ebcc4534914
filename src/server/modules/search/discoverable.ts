import { and, sql, type SQL } from 'drizzle-orm';
import { ContentType } from '@shared/codes';
import { content } from '../../db/schema';
import { listedPublicly, type Viewer, ownerNotBlockedBy } from '../content';

/**
 * What discovery (feed, search, autocomplete, landing, calendar) may show a viewer: what anyone may
 * find, minus what a creator the viewer blocked owns.
 */
export function discoverableContent(viewer: Viewer): SQL {
  return and(listedPublicly(), ownerNotBlockedBy(viewer?.id ?? null, content.ownerId))!;
}

/** Spec §5: a community is offered only when it costs something. */
export function notFreeCommunity(): SQL {
  return sql`(${content.type} <> ${sql.raw(String(ContentType.subscription))} or ${content.priceAmount} <> 0)`;
}
