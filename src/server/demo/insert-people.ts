import type { Tx } from '../db/client';
import { genres, hobbies, mediaAssets, userGenres, userHobbies, users } from '../db/schema';
import { publicMediaUrl } from '../modules/media-assets';
import { demoGenres, demoHobbies } from './data/genres';
import { insertAll, insertReturningIds } from './insert-rows';
import type { PlannedUser } from './plan-types';
import { DEMO_PICTURE_MIME, type PictureSizes } from './write-demo-files';

/** Genres, hobbies, people and their avatars. Returns the user id of each planned user, by index. */
export async function insertPeople(
  tx: Tx,
  planned: PlannedUser[],
  passwordHash: string,
  now: Date,
  pictureSizes: PictureSizes,
): Promise<number[]> {
  const genreIds = new Map(
    (
      await tx
        .insert(genres)
        .values(demoGenres.map((g) => ({ slug: g.slug, name: g.names.en, names: g.names })))
        .returning({ id: genres.id, slug: genres.slug })
    ).map((g) => [g.slug, g.id]),
  );
  const hobbyIds = new Map(
    (
      await tx
        .insert(hobbies)
        .values(demoHobbies.map((h) => ({ slug: h.slug, name: h.names.en, names: h.names })))
        .returning({ id: hobbies.id, slug: hobbies.slug })
    ).map((h) => [h.slug, h.id]),
  );
  const userIds = await insertReturningIds(planned, (chunk) =>
    tx
      .insert(users)
      .values(
        chunk.map((u) => ({
          email: u.email,
          login: u.login,
          name: u.name,
          bio: u.bio,
          avatarUrl: publicMediaUrl(u.avatar.key),
          passwordHash,
          emailVerifiedAt: now,
          preferredLocale: u.locale,
          preferredCurrency: u.currency,
          balanceCurrency: u.currency,
          kind: u.kind,
          creatorRole: u.creatorRole,
          status: u.status,
        })),
      )
      .returning({ id: users.id }),
  );
  const each = <T>(
    pick: (u: PlannedUser) => string[],
    map: Map<string, number>,
    row: (userId: number, id: number) => T,
  ) => planned.flatMap((u, i) => pick(u).map((slug) => row(userIds[i]!, map.get(slug)!)));
  await insertAll(
    each(
      (u) => u.genres,
      genreIds,
      (userId, genreId) => ({ userId, genreId }),
    ),
    (c) => tx.insert(userGenres).values(c),
  );
  await insertAll(
    each(
      (u) => u.hobbies,
      hobbyIds,
      (userId, hobbyId) => ({ userId, hobbyId }),
    ),
    (c) => tx.insert(userHobbies).values(c),
  );
  await insertAll(
    planned.map((u, i) => ({
      ownerId: userIds[i]!,
      kind: 'image' as const,
      storageKey: u.avatar.key,
      mimeType: DEMO_PICTURE_MIME,
      size: pictureSizes.get(u.avatar.key) ?? 0,
    })),
    (c) => tx.insert(mediaAssets).values(c),
  );
  return userIds;
}

/** Genre ids by slug, for tagging content. */
export async function genreIdsBySlug(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: genres.id, slug: genres.slug }).from(genres);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
