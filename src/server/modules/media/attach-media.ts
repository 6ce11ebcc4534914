import { and, eq, inArray } from 'drizzle-orm';
import type { AttachedMedia, AttachMediaInput } from '@shared/schemas/uploads';
import { UploadDescriptors } from '@shared/upload-limits';
import type { Deps } from '../../deps';
import { content, contentMedia, mediaAssets, type ContentMediaRole, type MediaKind } from '../../db/schema';
import { invalid, type FieldError } from '../../http/errors';
import { assetResource, type AssetRow } from '../media-assets/asset-resource';
import { linkAutoTeaser } from './link-auto-teaser';
import { lockOwnContent } from './lock-own-content';

const kindOf: Record<ContentMediaRole, MediaKind> = {
  cover: 'image',
  teaser: 'video',
  video: 'video',
  additional: 'video',
};

interface Wanted {
  role: ContentMediaRole;
  assetId: number;
  position: number;
  field: string;
}

/**
 * PUT /api/content/:id/attach-media: links the creator's own uploads to their content. Roles left
 * out keep their media, `null` clears a role, `additional` replaces the ordered list. Every asset
 * must be the caller's (else 422), of the role's kind and not failed; one transaction, all or nothing.
 */
export async function attachMedia(
  deps: Deps,
  userId: number,
  contentId: number,
  input: AttachMediaInput,
): Promise<AttachedMedia> {
  return deps.db.transaction(async (tx) => {
    await lockOwnContent(tx, userId, contentId);

    const given = new Set<ContentMediaRole>();
    const wanted: Wanted[] = [];
    for (const role of ['cover', 'teaser', 'video'] as const) {
      const value = input[role];
      if (value === undefined) continue;
      given.add(role);
      if (value !== null) wanted.push({ role, assetId: value, position: 0, field: role });
    }
    if (input.additional) {
      given.add('additional');
      input.additional.forEach((assetId, i) =>
        wanted.push({ role: 'additional', assetId, position: i + 1, field: `additional.${i}` }),
      );
    }

    const current = await tx
      .select({ role: contentMedia.role, assetId: contentMedia.assetId })
      .from(contentMedia)
      .where(eq(contentMedia.contentId, contentId));
    const kept = current.filter((l) => !given.has(l.role));
    const ids = [...new Set(wanted.map((w) => w.assetId))];
    const assets = ids.length ? await tx.select().from(mediaAssets).where(inArray(mediaAssets.id, ids)) : [];
    const byId = new Map(assets.map((a) => [a.id, a]));

    const errors: FieldError[] = [];
    const used = new Set(kept.map((l) => l.assetId));
    for (const w of wanted) {
      const asset = byId.get(w.assetId);
      const message =
        !asset || asset.ownerId !== userId
          ? UploadDescriptors.assetNotYours
          : asset.kind !== kindOf[w.role]
            ? UploadDescriptors.assetWrongKind
            : asset.status === 'failed'
              ? UploadDescriptors.assetFailed
              : used.has(w.assetId)
                ? UploadDescriptors.assetDuplicate
                : null;
      used.add(w.assetId);
      if (message) errors.push({ field: w.field, errors: [message] });
    }
    if (errors.length > 0) throw invalid(errors);

    if (given.size > 0) {
      await tx
        .delete(contentMedia)
        .where(and(eq(contentMedia.contentId, contentId), inArray(contentMedia.role, [...given])));
    }
    if (wanted.length > 0) {
      await tx
        .insert(contentMedia)
        .values(wanted.map((w) => ({ contentId, assetId: w.assetId, role: w.role, position: w.position })));
    }
    await tx
      .update(content)
      .set({ updatedAt: new Date(deps.clock.now()) })
      .where(eq(content.id, contentId));
    const video = wanted.find((w) => w.role === 'video');
    if (video && input.teaser === undefined) await linkAutoTeaser(tx, video.assetId);
    return loadAttached(tx, contentId);
  });
}

export async function loadAttached(db: Pick<Deps['db'], 'select'>, contentId: number): Promise<AttachedMedia> {
  const rows = await db
    .select({ role: contentMedia.role, position: contentMedia.position, asset: mediaAssets })
    .from(contentMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
    .where(eq(contentMedia.contentId, contentId))
    .orderBy(contentMedia.position, contentMedia.assetId);
  const one = (role: ContentMediaRole) => {
    const row = rows.find((r) => r.role === role);
    return row ? assetResource(row.asset as AssetRow) : null;
  };
  return {
    cover: one('cover'),
    teaser: one('teaser'),
    video: one('video'),
    additional: rows.filter((r) => r.role === 'additional').map((r) => assetResource(r.asset as AssetRow)),
  };
}
