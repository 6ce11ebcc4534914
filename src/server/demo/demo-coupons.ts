import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { coupons, users } from '../db/schema';

/**
 * Demo coupons, so checkout shows a discount out of the box: WELCOME10 (10% off everything, once per fan, made by
 * the demo admin) and DANCE20 (20% off the demo creator's catalogue, twice per fan, 100 uses).
 */
export async function insertDemoCoupons(tx: Tx): Promise<void> {
  const idOf = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const admin = await idOf('admin@stagepass.local');
  const creator = await idOf('creator@stagepass.local');
  const rows: (typeof coupons.$inferInsert)[] = [];
  if (admin) {
    rows.push({
      code: 'WELCOME10',
      discountType: 'percent',
      value: 10,
      scope: 'all',
      createdBy: admin,
      perFanLimit: 1,
    });
  }
  if (creator) {
    rows.push({
      code: 'DANCE20',
      discountType: 'percent',
      value: 20,
      scope: 'catalogue',
      createdBy: creator,
      perFanLimit: 2,
      usageLimit: 100,
    });
  }
  if (rows.length > 0) await tx.insert(coupons).values(rows);
}
