import { sql } from 'drizzle-orm';
import type { CurrencyRate, CurrencyRatesInput } from '@shared/schemas/commerce';
import type { Deps } from '../../deps';
import { currencyRates } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { listCurrencyRates } from '../reference/currency-rates';

/** PUT /admin-api/currency-rates: new display rates, with the audit row in the same transaction. */
export async function updateCurrencyRates(
  deps: Deps,
  actorId: number,
  input: CurrencyRatesInput,
): Promise<CurrencyRate[]> {
  const now = new Date(deps.clock.now());
  const before = await listCurrencyRates(deps.db);
  await deps.db.transaction(async (tx) => {
    for (const rate of input.rates) {
      await tx
        .insert(currencyRates)
        .values({ currency: rate.currency, perUsd: String(rate.per_usd), updatedAt: now })
        .onConflictDoUpdate({ target: currencyRates.currency, set: { perUsd: sql`excluded.per_usd`, updatedAt: now } });
    }
    await recordAudit(tx, {
      actorId,
      action: 'currency.rates',
      entity: 'currency_rates',
      entityId: 'all',
      before,
      after: input.rates,
    });
  });
  return listCurrencyRates(deps.db);
}
