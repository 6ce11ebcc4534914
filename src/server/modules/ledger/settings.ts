import { sql } from 'drizzle-orm';
import type { CommerceSettings } from '@shared/schemas/commerce';
import type { Db, Tx } from '../../db/client';
import { commerceSettings } from '../../db/schema';

/** Used when a key is missing (the migration seeds both). */
export const DEFAULT_SETTINGS: CommerceSettings = { platform_fee_bps: 1000, holding_days: 14 };

export async function readCommerceSettings(db: Db | Tx): Promise<CommerceSettings> {
  const rows = await db.select().from(commerceSettings);
  return settingsFrom(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/**
 * The settings as a column of another statement (a sale reads them with its item): read at the time of the sale,
 * so an admin's change applies to the next sale on every instance, with no cache to invalidate.
 */
export const commerceSettingsColumn = sql<
  Record<string, number>
>`(select coalesce(json_object_agg(${commerceSettings.key}, ${commerceSettings.value}), '{}'::json) from ${commerceSettings})`;

export function settingsFrom(values: Record<string, number>): CommerceSettings {
  const byKey = new Map(Object.entries(values));
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
