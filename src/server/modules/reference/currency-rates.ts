import { asc } from 'drizzle-orm';
import type { CurrencyRate } from '@shared/schemas/commerce';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema';

/** GET /api/currency-rates: display rates against USD (seeded by the migration, edited by admins); reference data that payments shows and admin commerce edits. */
export async function listCurrencyRates(db: Db): Promise<CurrencyRate[]> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
  return rows.map((r) => ({ currency: r.currency, per_usd: Number(r.perUsd), updated_at: r.updatedAt.toISOString() }));
}
