import { ContentStatus, type ContentType } from '@shared/codes';
import type { Currency } from '@shared/money';
import type { Deps } from '../../deps';
import {
  collaborations,
  content,
  contentMedia,
  contentTags,
  entitlements,
  genres,
  mediaAssets,
  meetings,
  subscriptionContent,
  type ContentMediaRole,
  type EntitlementSource,
} from '../../db/schema';

/** Row builders for the content, creators and media API tests (never imported by production code). */

export interface NewContent {
  type?: ContentType;
  status?: ContentStatus;
  title?: string;
  description?: string;
  price?: number;
  currency?: Currency;
  publishedAt?: Date | null;
  archivedAt?: Date;
  deletedAt?: Date;
  deletionReason?: string;
}

let sequence = 0;

/** Published, paid (USD 9.99) footage unless told otherwise. */
export async function createContent(deps: Deps, ownerId: number, item: NewContent = {}) {
  const status = item.status ?? ContentStatus.published;
  const [row] = await deps.db
    .insert(content)
    .values({
      ownerId,
      type: item.type ?? 2,
      status,
      title: item.title ?? `Item ${++sequence}`,
      description: item.description ?? '',
      priceAmount: item.price ?? 999,
      priceCurrency: item.currency ?? 'USD',
      publishedAt:
        item.publishedAt !== undefined ? item.publishedAt : status === ContentStatus.published ? new Date() : null,
      archivedAt: item.archivedAt,
      deletedAt: item.deletedAt,
      deletionReason: item.deletionReason,
    })
    .returning();
  return row!;
}

export interface NewMedia {
  key?: string;
  mimeType?: string;
  position?: number;
  durationSeconds?: number;
  poster?: string;
  status?: 'processing' | 'ready' | 'failed';
}

/** An asset linked to the item in `role`; video keys get a folder of their own, as the pipeline makes them. */
export async function attachMedia(
  deps: Deps,
  item: { id: number; ownerId: number },
  role: ContentMediaRole,
  media: NewMedia = {},
) {
  const n = ++sequence;
  const image = role === 'cover';
  const [asset] = await deps.db
    .insert(mediaAssets)
    .values({
      ownerId: item.ownerId,
      kind: image ? 'image' : 'video',
      storageKey: media.key ?? (image ? `public/covers/test-${n}.svg` : `private/videos/test-${n}/master.m3u8`),
      mimeType: media.mimeType ?? (image ? 'image/svg+xml' : 'application/vnd.apple.mpegurl'),
      status: media.status ?? 'ready',
      durationSeconds: image ? null : (media.durationSeconds ?? 60),
      renditions: media.poster ? { poster: media.poster } : {},
    })
    .returning();
  await deps.db
    .insert(contentMedia)
    .values({ contentId: item.id, assetId: asset!.id, role, position: media.position ?? 0 });
  return asset!;
}

export interface NewEntitlement {
  source?: EntitlementSource;
  expiresAt?: Date;
  revokedAt?: Date;
}

export async function grant(deps: Deps, userId: number, contentId: number, grantOptions: NewEntitlement = {}) {
  await deps.db.insert(entitlements).values({
    userId,
    contentId,
    source: grantOptions.source ?? 'purchase',
    expiresAt: grantOptions.expiresAt,
    revokedAt: grantOptions.revokedAt,
  });
}

export async function createGenre(
  deps: Deps,
  slug: string,
  names: { en: string; ja?: string; ko?: string; zh?: string },
) {
  const [row] = await deps.db.insert(genres).values({ slug, name: names.en, names }).returning();
  return row!;
}

export async function tag(deps: Deps, contentId: number, genreIds: number[]) {
  await deps.db.insert(contentTags).values(genreIds.map((genreId) => ({ contentId, genreId })));
}

export async function addMeeting(deps: Deps, contentId: number, startsAt: Date, link: string | null = null) {
  await deps.db.insert(meetings).values({
    contentId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    place: link ? null : 'Studio',
    link,
  });
}

export async function collaborate(deps: Deps, contentId: number, creatorId: number, status: 0 | 1 | 2) {
  await deps.db.insert(collaborations).values({ contentId, creatorId, status });
}

export async function addToCommunity(deps: Deps, communityId: number, contentIds: number[]) {
  await deps.db
    .insert(subscriptionContent)
    .values(contentIds.map((contentId) => ({ subscriptionId: communityId, contentId })));
}
