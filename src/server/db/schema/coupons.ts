import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponDiscountType, CouponScope } from '@shared/coupon-rules';
import type { Currency } from '@shared/money';
import { content } from './catalogue';
import { users } from './people';

/**
 * A coupon: a percentage or a fixed amount off one item, a creator's catalogue or everything (admin).
 * Codes are stored upper-case and unique among live coupons; a deleted coupon keeps its redemptions.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    discountType: text('discount_type').$type<CouponDiscountType>().notNull(),
    /** Percent 1–100, or minor units of `currency`. */
    value: bigint('value', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>(),
    scope: text('scope').$type<CouponScope>().notNull(),
    contentId: integer('content_id').references(() => content.id, { onDelete: 'cascade' }),
    /** The creator (catalogue and item coupons) or admin (site-wide) who made it. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perFanLimit: integer('per_fan_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupons_code_live_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    index('coupons_creator_idx').on(t.createdBy, t.createdAt),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.discountType} <> 'percent' or ${t.value} <= 100`),
    check('coupons_fixed_currency', sql`${t.discountType} <> 'fixed' or ${t.currency} is not null`),
    check('coupons_item_content', sql`${t.scope} <> 'item' or ${t.contentId} is not null`),
  ],
);

/**
 * One use of a coupon by one order. `order_id` is the commerce order that paid (no foreign key: orders belong to
 * the payments module); it is unique, so replaying a capture records the use once.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_buyer_idx').on(t.couponId, t.buyerId),
  ],
);
