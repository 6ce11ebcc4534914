import { asc, eq } from 'drizzle-orm';
import { ContentStatus, type ContentType } from '@shared/codes';
import { allowedActions } from '@shared/content-lifecycle';
import type { Locale } from '@shared/locales';
import { toMajorString } from '@shared/money';
import type { Meeting, Participant, Tag } from '@shared/schemas/content';
import {
  editorStepsFor,
  type StudioContent,
  type StudioDetails,
  type StudioMedia,
} from '@shared/schemas/content-editor';
import type { Db, Tx } from '../../db/client';
import {
  collaborations,
  content,
  contentMedia,
  contentTags,
  genres,
  mediaAssets,
  meetings,
  subscriptionContent,
  users,
} from '../../db/schema';
import { lastAuditReason } from '../audit/last-reason';
import { shortUser, shortUserColumns } from '../content';
import { captionsColumn, failureFields, imageRef } from '../media-assets';
import { findOwnContent, type StudioRow } from './find-own-content';
import { needsReview } from './needs-review';
import { assetState, checkPublishMedia } from './publish-requirements';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const assetCode = (status: unknown): 0 | 1 | 255 => {
  const state = assetState(status);
  return state === 'ready' ? 1 : state === 'failed' ? 255 : 0;
};

/** GET /creator/content/:id: the owner's item as the editor reads it. */
export async function getStudioContent(db: Db, ownerId: number, id: number, locale: Locale): Promise<StudioContent> {
  return serializeStudioContent(db, await findOwnContent(db, ownerId, id), locale);
}

/** The editor's whole view of one item (it is the owner's view: meeting links and every invitation included). */
export async function serializeStudioContent(db: Db | Tx, row: StudioRow, locale: Locale): Promise<StudioContent> {
  // One query after another: on PostgreSQL a burst of parallel queries would hold several pool connections per request.
  const media = await loadMedia(db, row.id);
  const tags = await loadTags(db, row.id, locale);
  const meetingRows = await db
    .select()
    .from(meetings)
    .where(eq(meetings.contentId, row.id))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  const people = await db
    .select({ status: collaborations.status, user: shortUserColumns })
    .from(collaborations)
    .innerJoin(users, eq(users.id, collaborations.creatorId))
    .where(eq(collaborations.contentId, row.id))
    .orderBy(asc(collaborations.createdAt), asc(users.id));
  const included = await db
    .select({ id: content.id, type: content.type, title: content.title, status: content.status })
    .from(subscriptionContent)
    .innerJoin(content, eq(content.id, subscriptionContent.contentId))
    .where(eq(subscriptionContent.subscriptionId, row.id))
    .orderBy(asc(content.title), asc(content.id));
  const review = await needsReview(db, row.ownerId, row.id);
  const publish = await checkPublishMedia(db, row);
  const meetingList: Meeting[] = meetingRows.map((m) => ({
    id: m.id,
    starts_at: m.startsAt.toISOString(),
    ends_at: m.endsAt.toISOString(),
    place: m.place,
    link: m.link,
    capacity: m.capacity,
  }));
  const collaborators: Participant[] = people.map((p) => ({ ...shortUser(p.user), collaboration_status: p.status }));
  const price = { amount: row.priceAmount, currency: row.priceCurrency };
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    description: row.description,
    price,
    price_text: toMajorString(price),
    details: row.details as StudioDetails,
    published_at: iso(row.publishedAt),
    auto_publish_at: iso(row.autoPublishAt),
    archived_at: iso(row.archivedAt),
    deleted_at: iso(row.deletedAt),
    deletion_reason: row.deletionReason,
    block_reason:
      row.status === ContentStatus.blocked ? await lastAuditReason(db, 'content', row.id, 'content.block') : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    needs_review: review,
    steps: row.deletedAt ? [...editorStepsFor(row.type), 'content-deleted'] : editorStepsFor(row.type),
    actions: allowedActions(row),
    missing: publish.missing,
    media,
    tags,
    meetings: meetingList,
    collaborators,
    subscription_content: included.map((c) => ({
      id: c.id,
      type: c.type as ContentType,
      title: c.title,
      status: c.status as ContentStatus,
    })),
  };
}

async function loadMedia(db: Db | Tx, contentId: number): Promise<StudioMedia[]> {
  const rows = await db
    .select({
      role: contentMedia.role,
      position: contentMedia.position,
      asset: mediaAssets,
      captions: captionsColumn(mediaAssets.id),
    })
    .from(contentMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
    .where(eq(contentMedia.contentId, contentId))
    .orderBy(asc(contentMedia.role), asc(contentMedia.position), asc(mediaAssets.id));
  return rows.map(({ role, position, asset, captions }) => ({
    id: asset.id,
    role,
    position,
    status: assetCode(asset.status),
    ...failureFields(asset.error),
    mime_type: asset.mimeType,
    image: role === 'cover' ? imageRef(asset.storageKey) : imageRef(asset.renditions.poster),
    duration_seconds: asset.durationSeconds,
    captions: role === 'video' || role === 'additional' ? captions : [],
  }));
}

async function loadTags(db: Db | Tx, contentId: number, locale: Locale): Promise<Tag[]> {
  const rows = await db
    .select({ id: genres.id, slug: genres.slug, name: genres.name, names: genres.names })
    .from(contentTags)
    .innerJoin(genres, eq(genres.id, contentTags.genreId))
    .where(eq(contentTags.contentId, contentId))
    .orderBy(asc(genres.name));
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.names[locale] ?? r.name }));
}
