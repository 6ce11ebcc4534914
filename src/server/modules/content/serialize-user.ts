import type { ImageRef, ShortUser } from '@shared/schemas/content';
import type { CreatorRole } from '@shared/codes';
import { users } from '../../db/schema';

export type ShortUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'login' | 'name' | 'avatarUrl' | 'creatorRole' | 'status'
>;

/** Avatars are stored as a URL (ours under /media/public, or a social provider's); both crops name it. */
export function avatarRef(url: string | null): ImageRef | null {
  return url ? { crop_url: url, resize_url: url } : null;
}

/** How a person appears next to content: never their e-mail. */
export function shortUser(row: ShortUserRow): ShortUser {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    avatar: avatarRef(row.avatarUrl),
    role: (row.creatorRole as CreatorRole | null) ?? null,
    is_blocked: row.status === 'blocked',
  };
}

export const shortUserColumns = {
  id: users.id,
  login: users.login,
  name: users.name,
  avatarUrl: users.avatarUrl,
  creatorRole: users.creatorRole,
  status: users.status,
};
