import { Permission } from '@shared/permissions';
import type { AuthContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/route';
import { parseId } from '../content/parse-id';

/** Mounted at /admin-api: backend-scope tokens of admins only. Every section adds its routes here. */
export const adminRouter = createRouter('backend');

/** Spread into every admin route: a signed-in user holding super-admin-access. */
export const adminOnly = { access: 'user', permissions: [Permission.superAdmin] } as const;

export function adminIdOf(auth: AuthContext | null): number {
  if (!auth?.user) throw new Error('an admin route ran without a user');
  return auth.user.id;
}

/** A path id that cannot name a row is a 404, never a database error. */
export function pathId(params: Record<string, string>, name = 'id'): number {
  const id = parseId(params[name]);
  if (!id) throw notFound();
  return id;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
