import { eq } from 'drizzle-orm';
import { CommerceMessages as M, type PayPalLink } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { paypalAccounts } from '../../db/schema';
import { AppError, invalidField } from '../../http/errors';
import { paymentProvider, ProviderRefusedError, ProviderUnavailableError } from '../../services/payments';

export async function readPayPalLink(db: Db, userId: number): Promise<PayPalLink> {
  const [row] = await db.select().from(paypalAccounts).where(eq(paypalAccounts.userId, userId));
  return { linked: !!row, email: row?.email ?? null, linked_at: row?.linkedAt.toISOString() ?? null };
}

/**
 * POST /api/paypal/auth/link: the access token from "Log in with PayPal" is checked with PayPal (userinfo),
 * and the account it names becomes the creator's payout receiver. We keep the payer id and e-mail, never the token.
 */
export async function linkPayPal(deps: Deps, userId: number, accessToken: string): Promise<PayPalLink> {
  let who: { payerId: string; email: string };
  try {
    who = await paymentProvider(deps).userInfo(accessToken);
  } catch (error) {
    if (error instanceof ProviderRefusedError) throw invalidField('access_token', M.payPalLinkFailed);
    if (error instanceof ProviderUnavailableError) throw new AppError(503, M.providerUnavailable);
    throw error;
  }
  const now = new Date(deps.clock.now());
  await deps.db
    .insert(paypalAccounts)
    .values({ userId, payerId: who.payerId, email: who.email, linkedAt: now })
    .onConflictDoUpdate({
      target: paypalAccounts.userId,
      set: { payerId: who.payerId, email: who.email, linkedAt: now },
    });
  return readPayPalLink(deps.db, userId);
}

/** POST /api/paypal/auth/unlink. Payouts already requested still go to the account they named. */
export async function unlinkPayPal(deps: Deps, userId: number): Promise<PayPalLink> {
  await deps.db.delete(paypalAccounts).where(eq(paypalAccounts.userId, userId));
  return readPayPalLink(deps.db, userId);
}
