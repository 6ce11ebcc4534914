import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Profile } from '@shared/schemas/profile';
import { genres, hobbies, userGenres, userHobbies, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { UserRow } from '../../http/context';
import { localizedName } from '../reference/localized-name';
import type { DbOrTx } from './db-or-tx';
import { loadSocialLinks } from './load-social-links';
import { toProfile } from './to-profile';

/** Reads a user's row (never a deleted one) or fails with 404. */
export async function findActiveUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt) throw notFound();
  return user;
}

/** The user's profile with genre and hobby names in `locale`. */
export async function loadProfile(db: DbOrTx, user: UserRow | number, locale: Locale): Promise<Profile> {
  const row = typeof user === 'number' ? await findActiveUser(db, user) : user;
  const genreRows = await db
    .select({ id: genres.id, name: genres.name, names: genres.names })
    .from(userGenres)
    .innerJoin(genres, eq(genres.id, userGenres.genreId))
    .where(eq(userGenres.userId, row.id))
    .orderBy(asc(genres.name));
  const hobbyRows = await db
    .select({ id: hobbies.id, name: hobbies.name, names: hobbies.names })
    .from(userHobbies)
    .innerJoin(hobbies, eq(hobbies.id, userHobbies.hobbyId))
    .where(eq(userHobbies.userId, row.id))
    .orderBy(asc(hobbies.name));
  const links = await loadSocialLinks(db, row.id);
  return toProfile(row, {
    genres: genreRows.map((g) => ({ id: g.id, name: localizedName(g, locale) })),
    hobbies: hobbyRows.map((h) => ({ id: h.id, name: localizedName(h, locale) })),
    socialLinks: links,
  });
}
