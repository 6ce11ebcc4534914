import type { ContentType } from '../codes';
import * as v from 'valibot';
import { MoneySchema, type Currency, type Money } from '../money';
import { orderStatuses } from './commerce';
import { answer } from './envelope';

/** GET /admin-api/dashboard/top-content: the best-selling items in one currency over the sales chart's range. */
export interface TopContentRow {
  content_id: number;
  title: string;
  type: ContentType;
  owner_id: number;
  owner_name: string;
  /** Paid orders still standing (a fully refunded order no longer counts). */
  orders: number;
  revenue: Money;
}

export interface TopContent {
  from: string;
  to: string;
  currency: Currency;
  items: TopContentRow[];
}

export const TOP_CONTENT_LIMIT = 10;

/** One order on the admin's user detail page (the user as buyer). */
export const AdminPurchaseSchema = answer(
  v.object({
    id: v.number(),
    content_id: v.number(),
    title: v.string(),
    status: v.picklist(orderStatuses),
    total: MoneySchema,
    discount: MoneySchema,
    created_at: v.string(),
    paid_at: v.nullable(v.string()),
  }),
);
export type AdminPurchase = v.InferOutput<typeof AdminPurchaseSchema>;

/**
 * GET /admin-api/dashboard/top-creators: creators ranked by what they sold in one currency over the sales
 * chart's range, read from the same ledger rows as the chart (purchases and community payments, less refunds).
 */
export interface TopCreatorRow {
  creator: { id: number; name: string; login: string };
  /** Payments received in the range (purchases and community payments). */
  sales: number;
  gross: Money;
  refunds: Money;
  /** Gross less refunds: what the ranking is by. */
  net: Money;
}

export interface TopCreators {
  from: string;
  to: string;
  currency: Currency;
  items: TopCreatorRow[];
}

export const TOP_CREATORS_LIMIT = 10;
