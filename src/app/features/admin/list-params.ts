import { isLocale } from '@shared/locales';
import { isCurrency } from '@shared/money';
import type { Interval } from '@shared/schemas/commerce';
import { ledgerKinds } from '@shared/schemas/ledger-kinds';
import type { ListParams, TranslationParams } from './api';
import type { SalesParams } from './commerce-api';

/**
 * What each admin list keeps in the address and how it becomes an API query. Kept apart from the pages because
 * the route files (part of the site's route tree) import these for `validateSearch` and `loader`: importing a page
 * module there would put the admin pages in the site's entry chunk.
 */
type Search<K extends string> = { page?: number; sort?: string; q?: string } & Partial<Record<K, string>>;
const isDate = (s?: string) => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);
type Filter = NonNullable<ListParams['filter']>;

export const userFilters = ['kind', 'status', 'verified'] as const;
export function usersListParams(s: Search<(typeof userFilters)[number]>) {
  const filter: Filter = {};
  if (s.kind) filter.kind = { equal: s.kind };
  if (s.status) filter.status = { equal: s.status };
  if (s.verified) filter.email_verified_at = { isNull: s.verified === 'no' };
  return { page: s.page, sort: s.sort ?? '-created_at', search: s.q, filter } satisfies ListParams;
}

export const contentFilters = ['status', 'type', 'view'] as const;
export function contentListParams(s: Search<(typeof contentFilters)[number]>) {
  const filter: Filter = {};
  if (s.status) filter.status = { equal: Number(s.status) };
  if (s.type && /^\d+$/.test(s.type)) filter.type = { equal: Number(s.type) };
  if (s.view === 'trashed') filter.deleted_at = { isNull: false };
  else if (s.view !== 'all') filter.deleted_at = { isNull: true };
  return { page: s.page, sort: s.sort ?? '-updated_at', search: s.q, filter } satisfies ListParams;
}

export const reportFilters = ['status', 'target', 'type', 'older'] as const;
/** The ages the queue can be narrowed to: reports waiting at least this many days. */
export const reportAges = ['1', '3', '7', '30'] as const;
const DAY_MS = 86_400_000;
/**
 * Open reports, oldest first, unless the address says otherwise. "Waiting at least N days" becomes a date-only
 * `created_at` bound (the end of that day), so the query, and its cache key, stay the same all day.
 */
export function reportListParams(s: Search<(typeof reportFilters)[number]>, now: number = Date.now()) {
  const filter: Filter = {};
  const status = s.status ?? 'open';
  if (status !== 'all') filter.status = { equal: status };
  if (s.target) filter.target_type = { equal: s.target };
  if (s.type && /^\d{1,9}$/.test(s.type)) filter.report_type_id = { equal: Number(s.type) };
  if (s.older && (reportAges as readonly string[]).includes(s.older)) {
    const day = new Date(now - Number(s.older) * DAY_MS).toISOString().slice(0, 10);
    filter.created_at = { to: day };
  }
  return { page: s.page, sort: s.sort ?? 'created_at', filter } satisfies ListParams;
}

export const reviewFilters = ['status'] as const;
export function reviewListParams(s: Search<(typeof reviewFilters)[number]>) {
  const filter: Filter = {};
  if (s.status) filter.status = { equal: s.status };
  return { page: s.page, sort: s.sort ?? '-created_at', search: s.q, filter } satisfies ListParams;
}

export const auditFilters = ['entity', 'action', 'actor', 'from', 'to'] as const;
export function auditListParams(s: Search<(typeof auditFilters)[number]>) {
  const filter: Filter = {};
  if (s.entity) filter.entity = { equal: s.entity };
  if (s.action) filter.action = { like: s.action };
  if (s.actor && /^\d+$/.test(s.actor)) filter.actor_id = { equal: Number(s.actor) };
  const range: Record<string, string> = {};
  if (s.from && isDate(s.from)) range.from = s.from;
  if (s.to && isDate(s.to)) range.to = s.to;
  if (Object.keys(range).length > 0) filter.created_at = range;
  return { page: s.page, sort: s.sort ?? '-created_at', filter } satisfies ListParams;
}

export function crudListParams(s: Search<never>) {
  return { page: s.page, sort: s.sort ?? 'name', search: s.q } satisfies ListParams;
}

export const translationFilters = ['locale', 'only'] as const;
export function translationParams(s: Search<(typeof translationFilters)[number]>): TranslationParams {
  return {
    locale: isLocale(s.locale) ? s.locale : 'ja',
    search: s.q,
    only: s.only === 'missing' || s.only === 'overridden' ? s.only : undefined,
    page: s.page,
  };
}

const intervalNames: readonly string[] = ['day', 'week', 'month'];
export const dashboardFilters = ['from', 'to', 'interval', 'currency'] as const;
export function salesParams(s: Search<(typeof dashboardFilters)[number]>): SalesParams {
  return {
    from: isDate(s.from) ? s.from : undefined,
    to: isDate(s.to) ? s.to : undefined,
    interval: s.interval && intervalNames.includes(s.interval) ? (s.interval as Interval) : 'day',
    currency: isCurrency(s.currency) ? s.currency : 'USD',
  };
}

export const transactionFilters = ['kind', 'currency'] as const;
export function transactionListParams(s: Search<(typeof transactionFilters)[number]>) {
  const filter: Filter = {};
  // The API refuses a kind or currency it does not know (422): an edited address just shows everything.
  if (s.kind && (ledgerKinds as readonly string[]).includes(s.kind)) filter.kind = { equal: s.kind };
  if (s.currency && isCurrency(s.currency)) filter.currency = { equal: s.currency };
  return { page: s.page, sort: s.sort ?? '-created_at', search: s.q, filter } satisfies ListParams;
}

export const mailboxFilters = ['to', 'mail'] as const;
export function mailboxListParams(s: Search<(typeof mailboxFilters)[number]>) {
  const filter: Filter = {};
  if (s.to) filter.to = { like: s.to };
  return { page: s.page, sort: '-created_at', filter } satisfies ListParams;
}
