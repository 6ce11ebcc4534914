import type { CommerceSettings } from '@shared/schemas/commerce';
import type { Db, Tx } from '../../db/client';
import { commerceSettings } from '../../db/schema';

/** Used when a key is missing (the migration seeds both). */
export const DEFAULT_SETTINGS: CommerceSettings = { platform_fee_bps: 1000, holding_days: 14 };

export async function readCommerceSettings(db: Db | Tx): Promise<CommerceSettings> {
  const rows = await db.select().from(commerceSettings);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    platform_fee_bps: byKey.get('platform_fee_bps') ?? DEFAULT_SETTINGS.platform_fee_bps,
    holding_days: byKey.get('holding_days') ?? DEFAULT_SETTINGS.holding_days,
  };
}

export async function writeCommerceSettings(tx: Tx, next: CommerceSettings, now: Date): Promise<void> {
  for (const [key, value] of Object.entries(next)) {
    await tx
      .insert(commerceSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: commerceSettings.key, set: { value, updatedAt: now } });
  }
}
