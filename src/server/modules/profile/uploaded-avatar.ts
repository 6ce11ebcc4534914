import { and, eq } from 'drizzle-orm';
import { ProfileDescriptors } from '@shared/schemas/profile';
import { mediaAssets } from '../../db/schema';
import type { FieldError } from '../../http/errors';
import type { DbOrTx } from '../auth/db-or-tx';

const MEDIA_PREFIX = '/media/';

/** A field error unless `avatar` is nothing or the public URL of an image asset that `userId` uploaded. */
export async function avatarErrors(
  db: DbOrTx,
  userId: number,
  avatar: string | null | undefined,
): Promise<FieldError[]> {
  if (avatar === null || avatar === undefined) return [];
  const key = avatar.startsWith(MEDIA_PREFIX) ? avatar.slice(MEDIA_PREFIX.length) : '';
  const [asset] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.storageKey, key), eq(mediaAssets.ownerId, userId), eq(mediaAssets.kind, 'image')))
    .limit(1);
  return asset ? [] : [{ field: 'avatar', errors: [ProfileDescriptors.avatarInvalid] }];
}
