import type { ContentExpansion, ContentResource } from '@shared/schemas/content';
import type { ContentMediaRole } from '../../db/schema';
import type { ContentRow } from './content-columns';
import { loadMeetings } from './load-meetings';
import type { MediaLink } from './load-media-links';
import { loadShortUsers, type Collaborator } from './load-people';
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
  /** Media links of the rows that are not deleted, of the roles the expansions asked for (see `mediaRoles`). */
  links: Map<number, MediaLink[]>;
  /** Accepted collaborators; loaded once for `participants` and `validParticipants`. */
  collaborators(): Promise<Map<number, Collaborator[]>>;
}

/** Relations that list other items as cards. */
export type CardRelation = 'similar' | SubscriptionRelation;
type ValueExpansion = Exclude<ContentExpansion, CardRelation>;

type Value<K extends ContentExpansion> = Exclude<ContentResource[K], undefined>;
type Loader<K extends ValueExpansion> = (batch: Batch) => Promise<Map<number, Value<K>>>;

/** The media role each media expansion reads: the page's media statement loads only these. */
const roleOf: Partial<Record<ContentExpansion, ContentMediaRole>> = {
  cover: 'cover',
  encodedTeaser: 'teaser',
  encodedVideo: 'video',
  encodedAdditionalVideos: 'additional',
};

export function mediaRoles(expand: readonly ContentExpansion[]): Set<ContentMediaRole> {
  return new Set(expand.flatMap((name) => roleOf[name] ?? []));
}

const ids = (rows: ContentRow[]) => [...new Set(rows.map((r) => r.id))];

function perRow<T>(batch: Batch, build: (row: ContentRow, links: MediaLink[]) => T): Promise<Map<number, T>> {
  return Promise.resolve(new Map(batch.rows.map((row) => [row.id, build(row, batch.links.get(row.id) ?? [])])));
}

function collaboratorsOf(batch: Batch, onlyActive: boolean): Promise<Map<number, Value<'participants'>>> {
  return batch
    .collaborators()
    .then(
      (byContent) =>
        new Map(
          [...byContent].map(([id, list]) => [
            id,
            list.filter((c) => !onlyActive || c.active).map((c) => c.participant),
          ]),
        ),
    );
}

export const expansionLoaders: { [K in ValueExpansion]: Loader<K> } = {
  cover: (batch) => perRow(batch, (_row, links) => coverOf(links)),
  encodedTeaser: (batch) =>
    perRow(batch, (_row, links) => {
      const teaser = links.find((l) => l.role === 'teaser');
      return teaser ? videoRef(teaser, batch.ctx) : null;
    }),
  encodedVideo: (batch) =>
    perRow(batch, (row, links) => {
      const video = links.find((l) => l.role === 'video');
      if (!video) return null;
      return batch.mayWatch(row) ? videoRef(video, batch.ctx) : lockedVideo(video);
    }),
  encodedAdditionalVideos: (batch) =>
    perRow(batch, (row, links) =>
      links
        .filter((l) => l.role === 'additional')
        .map((l) => (batch.mayWatch(row) ? videoRef(l, batch.ctx) : lockedVideo(l))),
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
  participants: (batch) => collaboratorsOf(batch, false),
  validParticipants: (batch) => collaboratorsOf(batch, true),
};

/**
 * Card relations find rows (one query per item: they are offered on the single fetch, where there
 * is one item); the serializer then turns the cards of every relation into JSON in one pass, with
 * the expansions each relation's cards carry.
 */
export const cardRelations: {
  [K in CardRelation]: {
    expand: readonly ContentExpansion[];
    find(ctx: ReadContext, row: ContentRow): Promise<ContentRow[]>;
  };
} = {
  similar: { expand: ['cover', 'shortOwner'], find: (ctx, row) => loadSimilar(ctx.db, ctx.viewer, row) },
  subscribedContent: subscriptionCards('subscribedContent'),
  availableSubscribedContent: subscriptionCards('availableSubscribedContent'),
  connectedSubscriptions: subscriptionCards('connectedSubscriptions'),
  availableInSubscriptions: subscriptionCards('availableInSubscriptions'),
};

function subscriptionCards(relation: SubscriptionRelation) {
  return {
    expand: ['cover'] as const,
    find: (ctx: ReadContext, row: ContentRow) => loadSubscriptionRelation(ctx.db, ctx.viewer, row, relation),
  };
}

export function isCardRelation(name: ContentExpansion): name is CardRelation {
  return Object.hasOwn(cardRelations, name);
}

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
