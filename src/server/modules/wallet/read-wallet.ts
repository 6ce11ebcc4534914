import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Wallet } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { creatorBalances, readCommerceSettings } from '../ledger';
import { readPayPalLink } from './paypal-link';

/** GET /api/wallet: the creator's balances per currency (the balance currency always listed), PayPal link, rules. */
export async function readWallet(deps: Deps, userId: number, locale: Locale): Promise<Wallet> {
  const now = new Date(deps.clock.now());
  const [user] = await deps.db.select({ currency: users.balanceCurrency }).from(users).where(eq(users.id, userId));
  const balances = await creatorBalances(deps.db, userId, now);
  const currency = user!.currency;
  if (!balances.some((b) => b.currency === currency)) {
    balances.unshift({ currency, pending: 0, ready: 0, in_transit: 0, paid_out: 0 });
  }
  const settings = await readCommerceSettings(deps.db);
  return {
    balance_currency: currency,
    balances: balances.sort((a, b) => (a.currency === currency ? -1 : b.currency === currency ? 1 : 0)),
    paypal: await readPayPalLink(deps, userId, locale),
    platform_fee_bps: settings.platform_fee_bps,
    holding_days: settings.holding_days,
  };
}
