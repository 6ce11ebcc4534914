import { eq } from 'drizzle-orm';
import { CommerceDescriptors as M, type PayPalLink } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import type { Locale } from '@shared/locales';
import { paypalAccounts } from '../../db/schema';
import { AppError, invalidField } from '../../http/errors';
import {
  paymentProvider,
  payPalLoginUrl,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../../services/payments';

export async function readPayPalLink(deps: Deps, userId: number, locale: Locale): Promise<PayPalLink> {
  const [row] = await deps.db.select().from(paypalAccounts).where(eq(paypalAccounts.userId, userId));
  return {
    linked: !!row,
    email: row?.email ?? null,
    linked_at: row?.linkedAt.toISOString() ?? null,
    login_url: payPalLoginUrl(deps.config, locale),
  };
}

/** Maps the provider's answer: a refusal is the person's to fix (422 on `field`), an outage a 503. */
async function askPayPal<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderRefusedError) throw invalidField(field, M.payPalLinkFailed);
    if (error instanceof ProviderUnavailableError) throw new AppError(503, M.providerUnavailable);
    throw error;
  }
}

/**
 * POST /api/paypal/auth/link: the access token from "Log in with PayPal" is checked with PayPal (userinfo),
 * and the account it names becomes the creator's payout receiver. We keep the payer id and e-mail, never the token.
 */
export async function linkPayPal(
  deps: Deps,
  userId: number,
  accessToken: string,
  locale: Locale,
  field = 'access_token',
): Promise<PayPalLink> {
  const who = await askPayPal(field, () => paymentProvider(deps).userInfo(accessToken));
  const now = new Date(deps.clock.now());
  await deps.db
    .insert(paypalAccounts)
    .values({ userId, payerId: who.payerId, email: who.email, linkedAt: now })
    .onConflictDoUpdate({
      target: paypalAccounts.userId,
      set: { payerId: who.payerId, email: who.email, linkedAt: now },
    });
  return readPayPalLink(deps, userId, locale);
}

/** POST /api/paypal/auth/link-code: the code from PayPal's return is exchanged here, then linked the same way. */
export async function linkPayPalWithCode(deps: Deps, userId: number, code: string, locale: Locale) {
  const accessToken = await askPayPal('code', () => paymentProvider(deps).exchangeLoginCode(code));
  return linkPayPal(deps, userId, accessToken, locale, 'code');
}

/** POST /api/paypal/auth/unlink. Payouts already requested still go to the account they named. */
export async function unlinkPayPal(deps: Deps, userId: number, locale: Locale): Promise<PayPalLink> {
  await deps.db.delete(paypalAccounts).where(eq(paypalAccounts.userId, userId));
  return readPayPalLink(deps, userId, locale);
}
