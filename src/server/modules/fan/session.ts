import { Permission } from '@shared/permissions';
import type { AuthContext } from '../../http/context';

/** The fan side (follow, wishlist, block, collection, playlists) is for fans and creators, not admins. */
export const libraryMembers = [Permission.user, Permission.creator] as const;

/** `access: 'user'` guarantees a user; this narrows the type once. */
export function userIdOf(auth: AuthContext | null): number {
  if (!auth?.user) throw new Error('a user route ran without a user');
  return auth.user.id;
}
