import { and, ne, or, sql } from 'drizzle-orm';
import { AuthDescriptors } from '@shared/schemas/auth';
import { users } from '../../db/schema';
import type { FieldError } from '../../http/errors';
import type { DbOrTx } from './db-or-tx';

/**
 * Field errors for an e-mail or login already held by another account (case-insensitive, like
 * the unique indexes). Deleted accounts were anonymized, so their old addresses are free again.
 */
export async function findClashes(
  db: DbOrTx,
  wanted: { email?: string; login?: string },
  exceptUserId?: number,
): Promise<FieldError[]> {
  const conditions = [
    wanted.email === undefined ? undefined : sql`lower(${users.email}) = lower(${wanted.email})`,
    wanted.login === undefined ? undefined : sql`lower(${users.login}) = lower(${wanted.login})`,
  ];
  const rows = await db
    .select({ email: users.email, login: users.login })
    .from(users)
    .where(and(or(...conditions), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  const errors: FieldError[] = [];
  const same = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();
  if (rows.some((r) => same(r.email, wanted.email)))
    errors.push({ field: 'email', errors: [AuthDescriptors.emailTaken] });
  if (rows.some((r) => same(r.login, wanted.login)))
    errors.push({ field: 'login', errors: [AuthDescriptors.loginTaken] });
  return errors;
}

/** Maps a unique-index violation from a racing insert to the same field error a pre-check gives. */
export function clashFromConstraint(constraint: string): FieldError {
  return constraint.includes('login')
    ? { field: 'login', errors: [AuthDescriptors.loginTaken] }
    : { field: 'email', errors: [AuthDescriptors.emailTaken] };
}
