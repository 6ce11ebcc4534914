import { sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { randomToken } from '../auth/random-token';

/** A login from the address's local part, in the login format; a taken one gets a random tail. */
async function freeLogin(tx: Tx, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 20);
  const stem = base.length >= 3 ? base : `fan${base}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const login =
      attempt === 0
        ? stem
        : `${stem}${randomToken()
            .replace(/[^a-z0-9]/gi, '')
            .slice(0, 6)
            .toLowerCase()}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.login}) = ${login}`)
      .limit(1);
    if (!taken) return login;
  }
  throw new Error('no free login after five tries');
}

export interface NewSocialUser {
  email: string;
  name: string | null;
  kind: 'fan' | 'creator';
  creatorRole: number | null;
  locale: Locale;
  now: Date;
}

/**
 * A first social sign-in: a fan (or a creator, pending approval like any other) whose address the
 * provider has verified. No password: an empty hash never verifies, so only the provider (or a
 * password set later through "forgot password") signs them in.
 */
export async function createSocialUser(tx: Tx, input: NewSocialUser): Promise<UserRow> {
  const login = await freeLogin(tx, input.email);
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      login,
      name: input.name ?? login,
      passwordHash: '',
      emailVerifiedAt: input.now,
      kind: input.kind,
      creatorRole: input.kind === 'creator' ? input.creatorRole : null,
      status: input.kind === 'creator' ? 'pending' : 'approved',
      preferredLocale: input.locale,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}
