import type { UserKind, UserStatus } from './codes';

export const Permission = {
  superAdmin: 'super-admin-access',
  user: 'user-access',
  creator: 'creator',
  signIn: 'sign-in-access',
  backendSignIn: 'backend-sign-in-access',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** The fan side (follow, wishlist, block, collection, playlists, chat) is for fans and creators, not admins. */
export const libraryMembers = [Permission.user, Permission.creator] as const;

export const scopes = ['api', 'backend'] as const;
export type Scope = (typeof scopes)[number];

/** Permissions derive from the user's kind; a blocked user holds no sign-in permission. */
export function permissionsFor(kind: UserKind, status: UserStatus): Permission[] {
  const base: Permission[] =
    kind === 'admin'
      ? [Permission.superAdmin, Permission.backendSignIn]
      : kind === 'creator'
        ? [Permission.creator, Permission.signIn]
        : [Permission.user, Permission.signIn];
  return status === 'blocked' ? base.filter((p) => p !== Permission.signIn && p !== Permission.backendSignIn) : base;
}

/** Spec §6: passes if the holder has any requested permission, or none are requested. */
export function hasPermission(held: readonly string[], requested: readonly Permission[] = []): boolean {
  return requested.length === 0 || requested.some((p) => held.includes(p));
}

/** Spec §6: a visitor counts as signed out if neither sign-in permission is present. */
export function canSignIn(held: readonly string[]): boolean {
  return held.includes(Permission.signIn) || held.includes(Permission.backendSignIn);
}
