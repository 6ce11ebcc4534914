import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { ProfileDescriptors, type UpdateProfileSchema } from '@shared/schemas/profile';
import type { Deps } from '../../deps';
import { genres, hobbies, userGenres, userHobbies, users } from '../../db/schema';
import { invalid, type FieldError } from '../../http/errors';
import { clashFromConstraint, findClashes } from '../auth/find-clashes';
import { uniqueViolation } from '../auth/unique-violation';
import { missingIds } from '../reference/search-names';
import { avatarErrors } from './uploaded-avatar';

export type UpdateProfileData = v.InferOutput<typeof UpdateProfileSchema>;

/** Public profile data of the signed-in user. Omitted genres, hobbies or avatar stay as they are; a list replaces the old one. */
export async function updateProfile(deps: Deps, userId: number, input: UpdateProfileData): Promise<void> {
  const { db } = deps;
  const errors: FieldError[] = [
    ...(await findClashes(db, { login: input.login }, userId)),
    ...(await avatarErrors(db, userId, input.avatar)),
  ];
  if (input.genres && (await missingIds(db, genres, input.genres)).length > 0)
    errors.push({ field: 'genres', errors: [ProfileDescriptors.unknownGenre] });
  if (input.hobbies && (await missingIds(db, hobbies, input.hobbies)).length > 0)
    errors.push({ field: 'hobbies', errors: [ProfileDescriptors.unknownHobby] });
  if (errors.length > 0) throw invalid(errors);

  const now = new Date(deps.clock.now());
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          login: input.login,
          bio: input.bio,
          ...(input.avatar === undefined ? {} : { avatarUrl: input.avatar }),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      if (input.genres) {
        await tx.delete(userGenres).where(eq(userGenres.userId, userId));
        const ids = [...new Set(input.genres)];
        if (ids.length > 0) await tx.insert(userGenres).values(ids.map((genreId) => ({ userId, genreId })));
      }
      if (input.hobbies) {
        await tx.delete(userHobbies).where(eq(userHobbies.userId, userId));
        const ids = [...new Set(input.hobbies)];
        if (ids.length > 0) await tx.insert(userHobbies).values(ids.map((hobbyId) => ({ userId, hobbyId })));
      }
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) throw invalid([clashFromConstraint(constraint)]);
    throw error;
  }
}
