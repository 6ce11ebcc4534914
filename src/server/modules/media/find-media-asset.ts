import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema';

export type StoredAsset = Pick<typeof mediaAssets.$inferSelect, 'id' | 'kind' | 'storageKey' | 'mimeType'>;

const columns = {
  id: mediaAssets.id,
  kind: mediaAssets.kind,
  storageKey: mediaAssets.storageKey,
  mimeType: mediaAssets.mimeType,
};

/** A public file is served only if an asset row names it: that row carries its real MIME type. */
export async function findAssetByKey(db: Db, storageKey: string): Promise<StoredAsset | null> {
  const [row] = await db.select(columns).from(mediaAssets).where(eq(mediaAssets.storageKey, storageKey)).limit(1);
  return row ?? null;
}

export async function findAsset(db: Db, id: number): Promise<StoredAsset | null> {
  const [row] = await db.select(columns).from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
  return row ?? null;
}

/**
 * True when no other asset keeps files in `folder`. Only then may an asset's URL reach the
 * files beside its entry file (HLS renditions and segments); otherwise one asset's grant could
 * open another's files.
 */
export async function ownsFolder(db: Db, assetId: number, folder: string): Promise<boolean> {
  const prefix = `${folder.replace(/[\\%_]/g, (ch) => `\\${ch}`)}/%`;
  const [row] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(ne(mediaAssets.id, assetId), like(mediaAssets.storageKey, prefix)))
    .limit(1);
  return !row;
}
