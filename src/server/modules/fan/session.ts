import type { AuthContext } from '../../http/context';

export { libraryMembers } from '@shared/permissions';

/** `access: 'user'` guarantees a user; this narrows the type once. */
export function userIdOf(auth: AuthContext | null): number {
  if (!auth?.user) throw new Error('a user route ran without a user');
  return auth.user.id;
}
