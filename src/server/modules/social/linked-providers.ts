import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SocialDescriptors, type LinkedProvider, type SocialProvider } from '@shared/schemas/social';
import type { Deps } from '../../deps';
import { socialIdentities } from '../../db/schema';
import type { UserRow } from '../../http/context';
import { invalidField, AppError } from '../../http/errors';

/** The providers a person can sign in with (pending links are not theirs yet). */
export async function linkedProviders(deps: Deps, userId: number): Promise<LinkedProvider[]> {
  const rows = await deps.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), isNotNull(socialIdentities.confirmedAt)))
    .orderBy(asc(socialIdentities.createdAt), asc(socialIdentities.id));
  return rows.map((r) => ({
    provider: r.provider,
    email: r.email,
    linked_at: (r.confirmedAt ?? r.createdAt).toISOString(),
  }));
}

/** Unlinks a provider unless it is the last way in: no password and no other provider. */
export async function unlinkProvider(deps: Deps, user: UserRow, provider: SocialProvider): Promise<void> {
  const linked = await linkedProviders(deps, user.id);
  if (!linked.some((l) => l.provider === provider)) throw new AppError(404, SocialDescriptors.notLinked);
  const hasPassword = user.passwordHash !== '';
  if (!hasPassword && linked.length === 1) throw invalidField('provider', SocialDescriptors.lastWay);
  await deps.db
    .delete(socialIdentities)
    .where(and(eq(socialIdentities.userId, user.id), eq(socialIdentities.provider, provider)));
}
