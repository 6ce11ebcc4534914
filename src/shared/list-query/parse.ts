import * as v from 'valibot';
import { LIST_DEFAULT_LIMIT, LIST_DEFAULT_PAGE, LIST_MAX_LIMIT } from '../limits';
import { listQueryMessage, listQueryText } from './messages';
import { isFilterParam, parseFilterParam } from './parse-filter';
import {
  sortTerm,
  type ExpandOf,
  type FilterExpandFieldOf,
  type FilterFieldOf,
  type ListResource,
  type ScopeOf,
  type SearchFieldOf,
  type SortExpandFieldOf,
  type SortFieldOf,
} from './resource';
import type { FieldError, FilterCondition, SortTerm } from './types';

/** The server's view of a list request: only whitelisted names, values typed, defaults applied. */
export interface ParsedListQuery<R extends ListResource = ListResource> {
  /** The resource it was checked against; lets `listQueryToSql` check its map against the same names. */
  resource: R;
  expand: ExpandOf<R>[];
  page: number;
  limit: number;
  /** The resource's default sort when neither `sort` nor `sortExpand` was sent. */
  sort: SortTerm<SortFieldOf<R>>[];
  sortExpand: SortTerm<SortExpandFieldOf<R>>[];
  scopes: ScopeOf<R>[];
  search: { query: string; fields: SearchFieldOf<R>[] } | undefined;
  filter: FilterCondition<FilterFieldOf<R>>[];
  filterExpand: FilterCondition<FilterExpandFieldOf<R>>[];
}

export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;
export type ParseResult<R extends ListResource> =
  { ok: true; value: ParsedListQuery<R> } | { ok: false; errors: FieldError[] };

// Safe-integer bounds keep `(page - 1) * limit` exact however large a page is asked for.
const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / LIST_MAX_LIMIT);
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,16}$/, message), v.toNumber(), v.minValue(min, message), v.maxValue(max, message));
const pageSchema = wholeNumber(1, MAX_PAGE, listQueryText('page'));
const limitSchema = wholeNumber(1, LIST_MAX_LIMIT, listQueryText('limit'));

/**
 * Checks a raw query string (as a flat record of its keys, e.g. Hono's `c.req.queries()`) against the
 * resource's whitelist. Keys that are not list parameters are ignored, so a route may add its own.
 */
export function parseListQuery<R extends ListResource>(raw: RawQuery, resource: R): ParseResult<R> {
  const errors = new Map<string, string[]>();
  const report = (field: string, message: string) => errors.set(field, [...(errors.get(field) ?? []), message]);
  const text = (key: string) => lastValue(raw[key]);
  const names = (key: string, allowed: ReadonlySet<string>, message: 'unknownExpand' | 'unknownScope') => {
    const items = unique(commaList(raw[key]));
    for (const name of items) if (!allowed.has(name)) report(key, listQueryMessage(message, { name }));
    return items;
  };

  const value: ParsedListQuery = {
    resource,
    expand: names('expand', resource.expands, 'unknownExpand'),
    page: whole('page', text('page'), pageSchema, LIST_DEFAULT_PAGE, report),
    limit: whole('limit', text('limit'), limitSchema, LIST_DEFAULT_LIMIT, report),
    sort: sortTerms('sort', commaList(raw.sort), resource.sorts, report),
    sortExpand: sortTerms('sortExpand', commaList(raw.sortExpand), resource.sortExpand, report),
    scopes: names('scopes', resource.scopes, 'unknownScope'),
    search: parseSearch(text('search'), resource, (message) => report('search', message)),
    filter: [],
    filterExpand: [],
  };
  if (value.sort.length === 0 && value.sortExpand.length === 0) {
    value.sort = [...resource.defaultSort];
  }
  for (const [key, values] of Object.entries(raw)) {
    if (values === undefined || !isFilterParam(key)) continue;
    const result = parseFilterParam(key, values, resource);
    if (!result.ok) report(key, result.message);
    else (key.startsWith('filterExpand') ? value.filterExpand : value.filter).push(result.condition);
  }
  if (errors.size > 0) return { ok: false, errors: [...errors].map(([field, errs]) => ({ field, errors: errs })) };
  // The checks above admitted only the resource's own names, which is what the narrower type promises.
  return { ok: true, value: value as ParsedListQuery<R> };
}

function whole(
  key: string,
  input: string | undefined,
  schema: ReturnType<typeof wholeNumber>,
  fallback: number,
  report: (field: string, message: string) => void,
): number {
  if (input === undefined || input === '') return fallback;
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  report(key, result.issues[0].message);
  return fallback;
}

function sortTerms(
  key: string,
  items: string[],
  allowed: ReadonlySet<string>,
  report: (field: string, message: string) => void,
): SortTerm[] {
  for (const item of items) {
    if (!allowed.has(sortTerm(item).field)) report(key, listQueryMessage('unknownSort', { name: item }));
  }
  return items.map(sortTerm);
}

/** `query|field|field`; no fields means the resource's defaults, an empty query means no search. */
function parseSearch(input: string | undefined, resource: ListResource, report: (message: string) => void) {
  const [query = '', ...fields] = (input ?? '').split('|');
  if (query.trim() === '') return undefined;
  if (resource.searchFields.size === 0) {
    report(listQueryMessage('searchUnsupported'));
    return undefined;
  }
  const unknown = fields.filter((field) => !resource.searchFields.has(field));
  for (const name of unknown) report(listQueryMessage('unknownSearchField', { name }));
  if (unknown.length > 0) return undefined;
  return { query: query.trim(), fields: fields.length > 0 ? unique(fields) : [...resource.defaultSearchFields] };
}

function lastValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[value.length - 1];
}

/** Comma lists may also arrive as repeated keys; empty items (`a,,b`, a trailing comma) are dropped. */
function commaList(value: string | readonly string[] | undefined): string[] {
  const parts = typeof value === 'string' ? [value] : (value ?? []);
  return parts.flatMap((part) => part.split(',')).filter((item) => item !== '');
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
