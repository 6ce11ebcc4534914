import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import type { ContentRow } from './content-columns';
import { loadMeetings } from './load-meetings';
import type { MediaLink } from './load-media-links';
import { loadParticipants, loadShortUsers } from './load-people';
import { loadSimilar, loadSubscriptionRelation, type SubscriptionRelation } from './load-related-content';
import { loadTags } from './load-tags';
import { coverOf, lockedVideo, videoRef } from './serialize-media';
import type { ReadContext } from './viewer';

/** One page (or one item) being serialized: what every loader may share. */
export interface Batch {
  ctx: ReadContext;
  rows: ContentRow[];
  /** The gating rule applied to a row; false for deleted items, which answer with no media. */
  mayWatch(row: ContentRow): boolean;
  /** Media links of the rows that are not deleted; loaded once however many media expansions ask. */
  media(): Promise<Map<number, MediaLink[]>>;
  /** Serializes related items as cards (recursion without an import cycle). */
  cards(rows: ContentRow[], expand: readonly ContentExpansion[]): Promise<ContentResource[]>;
}

type Value<K extends ContentExpansion> = Exclude<ContentResource[K], undefined>;
type Loader<K extends ContentExpansion> = (batch: Batch) => Promise<Map<number, Value<K>>>;

const ids = (rows: ContentRow[]) => rows.map((r) => r.id);

function perRow<T>(batch: Batch, build: (row: ContentRow, links: MediaLink[]) => T): Promise<Map<number, T>> {
  return batch.media().then((media) => new Map(batch.rows.map((row) => [row.id, build(row, media.get(row.id) ?? [])])));
}

/** Relations that are one query per item: only offered on the single fetch, where there is one item. */
async function eachRow<T>(batch: Batch, load: (row: ContentRow) => Promise<T>): Promise<Map<number, T>> {
  const out = new Map<number, T>();
  for (const row of batch.rows) out.set(row.id, await load(row));
  return out;
}

const subscriptionLoader =
  (relation: SubscriptionRelation) =>
  (batch: Batch): Promise<Map<number, ContentResource[]>> =>
    eachRow(batch, async (row) =>
      batch.cards(await loadSubscriptionRelation(batch.ctx.db, batch.ctx.viewer, row, relation), ['cover']),
    );

export const expansionLoaders: { [K in ContentExpansion]: Loader<K> } = {
  cover: (batch) => perRow(batch, (_row, links) => coverOf(links)),
  encodedTeaser: (batch) =>
    perRow(batch, (_row, links) => {
      const teaser = links.find((l) => l.role === 'teaser');
      return teaser ? videoRef(teaser) : null;
    }),
  encodedVideo: (batch) =>
    perRow(batch, (row, links) => {
      const video = links.find((l) => l.role === 'video');
      if (!video) return null;
      return batch.mayWatch(row) ? videoRef(video) : lockedVideo(video);
    }),
  encodedAdditionalVideos: (batch) =>
    perRow(batch, (row, links) =>
      links.filter((l) => l.role === 'additional').map((l) => (batch.mayWatch(row) ? videoRef(l) : lockedVideo(l))),
    ),
  tags: (batch) => loadTags(batch.ctx.db, ids(batch.rows), batch.ctx.locale),
  shortOwner: async (batch) => {
    const owners = await loadShortUsers(
      batch.ctx.db,
      batch.rows.map((r) => r.ownerId),
    );
    return new Map(batch.rows.flatMap((row) => (owners.has(row.ownerId) ? [[row.id, owners.get(row.ownerId)!]] : [])));
  },
  meetings: (batch) => {
    const byId = new Map(batch.rows.map((r) => [r.id, r]));
    return loadMeetings(batch.ctx.db, ids(batch.rows), (id) => batch.mayWatch(byId.get(id)!));
  },
  participants: (batch) => loadParticipants(batch.ctx.db, ids(batch.rows), false),
  validParticipants: (batch) => loadParticipants(batch.ctx.db, ids(batch.rows), true),
  similar: (batch) =>
    eachRow(batch, async (row) => batch.cards(await loadSimilar(batch.ctx.db, row), ['cover', 'shortOwner'])),
  subscribedContent: subscriptionLoader('subscribedContent'),
  availableSubscribedContent: subscriptionLoader('availableSubscribedContent'),
  connectedSubscriptions: subscriptionLoader('connectedSubscriptions'),
  availableInSubscriptions: subscriptionLoader('availableInSubscriptions'),
};

/** Lists default to [] and single values to null when a loader found nothing for a row. */
export const emptyValue: { [K in ContentExpansion]: Value<K> | null } = {
  cover: null,
  encodedTeaser: null,
  encodedVideo: null,
  encodedAdditionalVideos: [],
  tags: [],
  shortOwner: null,
  meetings: [],
  participants: [],
  validParticipants: [],
  similar: [],
  subscribedContent: [],
  availableSubscribedContent: [],
  connectedSubscriptions: [],
  availableInSubscriptions: [],
};
