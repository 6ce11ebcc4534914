import { eq, inArray } from 'drizzle-orm';
import type { CreatorRole } from '@shared/codes';
import { EditorDescriptors, type OnboardingResult } from '@shared/schemas/content-editor';
import { genres, userGenres, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { UserRow } from '../../http/context';
import { invalidField } from '../../http/errors';

export interface OnboardingInput {
  role: CreatorRole;
  name: string;
  bio: string;
  genre_ids: number[];
}

/**
 * POST /api/creator/onboarding. A fan becomes a creator awaiting approval (status pending: "admin approves
 * creators"); a creator finishes or updates their sign-up and keeps their status. A pending creator may
 * prepare drafts; what they publish waits on review (4) until an admin approves the item.
 * Role, name, bio and genres are written in one transaction (an unknown genre writes nothing).
 */
export async function becomeCreator(deps: Deps, user: UserRow, input: OnboardingInput): Promise<OnboardingResult> {
  const now = new Date(deps.clock.now());
  const status = user.kind === 'creator' ? user.status : 'pending';
  await deps.db.transaction(async (tx) => {
    if (input.genre_ids.length > 0) {
      const known = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.id, input.genre_ids));
      if (known.length !== input.genre_ids.length) throw invalidField('genre_ids', EditorDescriptors.tagsUnknown);
    }
    await tx
      .update(users)
      .set({ kind: 'creator', creatorRole: input.role, name: input.name, bio: input.bio, status, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(userGenres).where(eq(userGenres.userId, user.id));
    if (input.genre_ids.length > 0) {
      await tx.insert(userGenres).values(input.genre_ids.map((genreId) => ({ userId: user.id, genreId })));
    }
  });
  return { id: user.id, kind: 'creator', role: input.role, status, needs_review: status === 'pending' };
}
