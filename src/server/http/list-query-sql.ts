import { and, asc, desc, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  parseListQuery,
  type FilterCondition,
  type FilterExpandFieldOf,
  type FilterFieldOf,
  type FilterScalar,
  type ListResource,
  type ParsedListQuery,
  type RawQuery,
  type ScopeOf,
  type SearchFieldOf,
  type SortExpandFieldOf,
  type SortFieldOf,
  type SortTerm,
} from '@shared/list-query';
import { invalid } from './errors';

/** A Drizzle column or any SQL expression a route can compare and sort by. */
export type SqlTarget = SQLWrapper;
/** A scope's condition; a function is evaluated per request (for `now()`-relative presets and the like). */
export type ScopeCondition = SQL | (() => SQL | undefined);

// A section is required exactly when the resource declares names for it, and then must map every name.
type Section<Name extends string, K extends string, V> = [K] extends [never]
  ? { [P in Name]?: Record<string, never> }
  : { [P in Name]: Record<K, V> };

/** Where each whitelisted name lives in SQL. The route builds joins/subqueries for the `expand` entries. */
export type ListSqlMap<R extends ListResource> = Section<'fields', FilterFieldOf<R> | SortFieldOf<R>, SqlTarget> &
  Section<'search', SearchFieldOf<R>, SqlTarget> &
  Section<'expand', FilterExpandFieldOf<R> | SortExpandFieldOf<R>, SqlTarget> &
  Section<'scopes', ScopeOf<R>, ScopeCondition> & {
    /** Appended to every ORDER BY (usually the primary key) so pages never overlap or skip rows. */
    tiebreak?: SqlTarget;
  };

interface LooseMap {
  fields?: Readonly<Record<string, SqlTarget>>;
  search?: Readonly<Record<string, SqlTarget>>;
  expand?: Readonly<Record<string, SqlTarget>>;
  scopes?: Readonly<Record<string, ScopeCondition>>;
  tiebreak?: SqlTarget;
}

export interface ListSql {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Parses or throws the 422 whose `errors` name each bad parameter (message = the first error). */
export function parseListQueryOrThrow<R extends ListResource>(raw: RawQuery, resource: R): ParsedListQuery<R> {
  const result = parseListQuery(raw, resource);
  if (!result.ok) throw invalid(result.errors);
  return result.value;
}

/**
 * Turns a parsed query into SQL parts: scopes, search and filters ANDed; `sort` then `sortExpand`, then the
 * tiebreak. Every value is a bound parameter; only names from the map ever reach the SQL text.
 */
export function listQueryToSql<R extends ListResource>(parsed: ParsedListQuery<R>, map: ListSqlMap<R>): ListSql {
  // The map's per-resource type is checked at the call site; inside, every section is a plain lookup table.
  const loose = map as LooseMap;
  const fields = lookup('field', loose.fields);
  const expand = lookup('expand field', loose.expand);
  const scopes = lookup('scope', loose.scopes);
  const searchTargets = lookup('search field', loose.search);
  const conditions = [
    ...parsed.scopes.map((name) => {
      const scope = scopes(name);
      return typeof scope === 'function' ? scope() : scope;
    }),
    parsed.search && searchCondition(parsed.search.query, parsed.search.fields.map(searchTargets)),
    ...parsed.filter.map((c) => filterCondition(fields(c.field), c)),
    ...parsed.filterExpand.map((c) => filterCondition(expand(c.field), c)),
  ];
  const order = (target: SqlTarget, term: SortTerm) => (term.direction === 'desc' ? desc(target) : asc(target));
  return {
    where: and(...conditions),
    orderBy: [
      ...parsed.sort.map((term) => order(fields(term.field), term)),
      ...parsed.sortExpand.map((term) => order(expand(term.field), term)),
      ...(loose.tiebreak ? [asc(loose.tiebreak)] : []),
    ],
    limit: parsed.limit,
    offset: (parsed.page - 1) * parsed.limit,
  };
}

/** A name the parser allowed but the map lacks is a programming error, so it fails loudly (500). */
function lookup<V>(kind: string, section: Readonly<Record<string, V>> | undefined) {
  return (name: string): V => {
    const target = section && Object.hasOwn(section, name) ? section[name] : undefined;
    if (target === undefined) throw new Error(`listQueryToSql: no SQL mapped for ${kind} "${name}"`);
    return target;
  };
}

/** `\`, `%` and `_` are LIKE syntax; escaped, the user's text matches only itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * OR of ILIKE over the mapped columns. They are trigram-indexed `search_text` columns, where `ILIKE '%q%'`
 * is the indexed path and, unlike full-text search, finds words inside Japanese and Chinese text.
 */
function searchCondition(query: string, targets: SqlTarget[]): SQL | undefined {
  const pattern = likePattern(query);
  // Several search fields may share one search_text column; searching it once is enough.
  return or(...[...new Set(targets)].map((target) => sql`${target} ILIKE ${pattern}`));
}

function filterCondition(target: SqlTarget, c: FilterCondition): SQL {
  switch (c.op) {
    case 'isNull':
      return c.value ? sql`${target} IS NULL` : sql`${target} IS NOT NULL`;
    case 'in':
    case 'notIn': {
      const list = sql.join(
        c.value.map((v) => sql`${param(v)}`),
        sql`, `,
      );
      return c.op === 'in' ? sql`${target} IN (${list})` : sql`${target} NOT IN (${list})`;
    }
    case 'like':
      return sql`${target} ILIKE ${likePattern(String(c.value))}`;
    case 'equal':
      return sql`${target} = ${param(c.value)}`;
    case '<>':
      return sql`${target} <> ${param(c.value)}`;
    case '>':
      return sql`${target} > ${param(c.value)}`;
    case '<':
      return sql`${target} < ${param(c.value)}`;
    case '>=':
    case 'from':
      return sql`${target} >= ${param(c.value)}`;
    case '<=':
    case 'to':
      return sql`${target} <= ${param(c.value)}`;
  }
}

const INT4_MAX = 2_147_483_647;

/**
 * Values are bound untyped, so PostgreSQL infers each parameter's type from the column it is compared
 * with (and an index on it serves the comparison); dates go as ISO text, which both drivers pass through
 * the same way. A number an integer column could not take (a fraction, or past its range) would fail the
 * query instead, so it is compared as numeric, which every number column accepts.
 */
function param(value: FilterScalar): SQL | string | number | boolean {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && !(Number.isInteger(value) && Math.abs(value) <= INT4_MAX)) {
    return sql`${value}::numeric`;
  }
  return value;
}
