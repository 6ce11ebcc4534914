import type { ContentType } from '../codes';
import type { Currency, Money } from '../money';
import type { OrderStatus } from './commerce';

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
export interface AdminPurchase {
  id: number;
  content_id: number;
  title: string;
  status: OrderStatus;
  total: Money;
  discount: Money;
  created_at: string;
  paid_at: string | null;
}

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
