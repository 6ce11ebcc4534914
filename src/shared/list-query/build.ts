import { LIST_DEFAULT_LIMIT, LIST_DEFAULT_PAGE } from '../limits';
import type { ListQueryFor, ListResource } from './resource';
import { FILTER_OPS, type FilterInput, type FilterOp, type FilterScalar, type ListQuery } from './types';
import { formatValue } from './values';

/**
 * Writes a list query as a query string (no leading `?`; empty when everything is default).
 * The output is canonical — fixed parameter order, filter fields and expands/scopes sorted, defaults
 * left out — so two equal queries give the same string and can share a cache key.
 * Pass the resource's type to have its names checked: `buildListQuery<typeof contentList>({ … })`.
 */
export function buildListQuery<R extends ListResource = ListResource>(query: ListQueryFor<R>): string {
  const q: ListQuery = query;
  const pairs: [string, string][] = [];
  const add = (key: string, value: string) => pairs.push([key, value]);

  const expand = sortedUnique(q.expand);
  if (expand.length > 0) add('expand', expand.join(','));
  if (q.page !== undefined && q.page !== LIST_DEFAULT_PAGE) add('page', String(q.page));
  if (q.limit !== undefined && q.limit !== LIST_DEFAULT_LIMIT) add('limit', String(q.limit));
  if (q.sort && q.sort.length > 0) add('sort', q.sort.join(','));
  if (q.sortExpand && q.sortExpand.length > 0) add('sortExpand', q.sortExpand.join(','));
  const scopes = sortedUnique(q.scopes);
  if (scopes.length > 0) add('scopes', scopes.join(','));
  const search = searchParam(q.search);
  if (search !== undefined) add('search', search);
  addFilters('filter', q.filter, add);
  addFilters('filterExpand', q.filterExpand, add);

  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

function sortedUnique(items: readonly string[] | undefined): string[] {
  return [...new Set(items ?? [])].sort();
}

/** The pipe separates the query from its fields, so one typed into the search box becomes a space. */
function searchParam(search: ListQuery['search']): string | undefined {
  const { query, fields = [] } = typeof search === 'string' ? { query: search } : (search ?? { query: '' });
  const clean = query.replaceAll('|', ' ').trim();
  return clean === '' ? undefined : [clean, ...fields].join('|');
}

function addFilters(
  kind: 'filter' | 'filterExpand',
  filters: Readonly<Record<string, FilterInput | undefined>> | undefined,
  add: (key: string, value: string) => void,
): void {
  for (const field of Object.keys(filters ?? {}).sort()) {
    const input = filters?.[field];
    if (input === undefined) continue;
    if (isScalar(input)) {
      add(`${kind}[${field}]`, formatValue(input));
      continue;
    }
    for (const op of FILTER_OPS) {
      const value = input[op];
      if (value === undefined) continue;
      // `equal` has the short form; both parse the same, so only one is written.
      add(op === 'equal' ? `${kind}[${field}]` : `${kind}[${field}][${op}]`, opValue(field, op, value));
    }
  }
}

function opValue(field: string, op: FilterOp, value: FilterScalar | readonly FilterScalar[]): string {
  if (!isList(value)) return formatValue(value);
  // An empty list could mean "match nothing" or "no filter"; the caller says which by leaving it out or not.
  if (value.length === 0) throw new RangeError(`filter "${field}" ${op}: the list is empty`);
  const items = value.map(formatValue);
  // A comma inside an item would silently split it into two values on the server.
  if (items.some((item) => item.includes(',')))
    throw new RangeError(`filter "${field}" ${op}: values may not contain ","`);
  return items.join(',');
}

function isScalar(input: FilterInput): input is FilterScalar {
  return typeof input !== 'object' || input instanceof Date;
}

function isList(value: FilterScalar | readonly FilterScalar[]): value is readonly FilterScalar[] {
  return Array.isArray(value);
}

/** Percent-encodes, then restores the separators the grammar uses so URLs stay readable; all decode the same. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%(5B|5D|2C|7C|3A)/g, (escaped) => decodeURIComponent(escaped));
}
