import { contentTypes } from '../codes';
import * as v from 'valibot';
import { currencies, MoneySchema } from '../money';
import { orderStatuses } from './commerce';
import { answer } from './envelope';

/** GET /admin-api/dashboard/top-content: the best-selling items in one currency over the sales chart's range. */
export const TopContentRowSchema = answer(
  v.object({
    content_id: v.number(),
    title: v.string(),
    type: v.picklist(contentTypes),
    owner_id: v.number(),
    owner_name: v.string(),
    /** Paid orders still standing (a fully refunded order no longer counts). */
    orders: v.number(),
    revenue: MoneySchema,
  }),
);
export type TopContentRow = v.InferOutput<typeof TopContentRowSchema>;

const rankingOf = <T extends v.GenericSchema>(row: T) =>
  v.object({ from: v.string(), to: v.string(), currency: v.picklist(currencies), items: v.array(row) });

export const TopContentSchema = answer(rankingOf(TopContentRowSchema));
export type TopContent = v.InferOutput<typeof TopContentSchema>;

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
export const TopCreatorRowSchema = answer(
  v.object({
    creator: v.object({ id: v.number(), name: v.string(), login: v.string() }),
    /** Payments received in the range (purchases and community payments). */
    sales: v.number(),
    gross: MoneySchema,
    refunds: MoneySchema,
    /** Gross less refunds: what the ranking is by. */
    net: MoneySchema,
  }),
);
export type TopCreatorRow = v.InferOutput<typeof TopCreatorRowSchema>;

export const TopCreatorsSchema = answer(rankingOf(TopCreatorRowSchema));
export type TopCreators = v.InferOutput<typeof TopCreatorsSchema>;

export const TOP_CREATORS_LIMIT = 10;
