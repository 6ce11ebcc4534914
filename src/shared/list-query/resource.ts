import { FIELD_TYPES, FILTER_OPS, type FieldType, type FilterOp, type ListQuery, type SortTerm } from './types';

export interface FilterSpec {
  type: FieldType;
  /** Leave out for the type's usual operators (see `defaultOps`). */
  ops?: readonly FilterOp[];
  /**
   * A string field's only values (a status, a kind): anything else is refused with a 422, so a typo is not an
   * empty list. Such a field gets `equal, <>, in, notIn` unless `ops` says otherwise, and never `like`.
   */
  values?: readonly string[];
}

/** A resource's whitelist. Anything not named here is refused with a 422 naming the parameter. */
export interface ListResourceSpec {
  filters?: Readonly<Record<string, FilterSpec>>;
  /** Keyed by `relation.field`. */
  filterExpand?: Readonly<Record<string, FilterSpec>>;
  sorts?: readonly string[];
  /** `relation.field` names. */
  sortExpand?: readonly string[];
  expands?: readonly string[];
  scopes?: readonly string[];
  searchFields?: readonly string[];
  /** Searched when `search` names no fields; all `searchFields` when left out. */
  defaultSearchFields?: readonly string[];
  /** Used when neither `sort` nor `sortExpand` is sent; `['name']` when left out and `name` is sortable. */
  defaultSort?: readonly string[];
}

export interface ResolvedFilter {
  type: FieldType;
  ops: ReadonlySet<FilterOp>;
  values?: ReadonlySet<string>;
}

/** A spec with its defaults resolved into lookup tables; `spec` keeps the literal names for the types below. */
export interface ListResource<S extends ListResourceSpec = ListResourceSpec> {
  readonly spec: S;
  readonly filters: ReadonlyMap<string, ResolvedFilter>;
  readonly filterExpand: ReadonlyMap<string, ResolvedFilter>;
  readonly sorts: ReadonlySet<string>;
  readonly sortExpand: ReadonlySet<string>;
  readonly expands: ReadonlySet<string>;
  readonly scopes: ReadonlySet<string>;
  readonly searchFields: ReadonlySet<string>;
  readonly defaultSearchFields: readonly string[];
  readonly defaultSort: readonly SortTerm[];
}

type Keys<T> = T extends Readonly<Record<string, unknown>> ? Extract<keyof T, string> : never;
type Items<T> = T extends readonly (infer U)[] ? Extract<U, string> : never;
type Part<R, K extends keyof ListResourceSpec> =
  R extends ListResource<infer S> ? (K extends keyof S ? S[K] : never) : never;

export type FilterFieldOf<R> = Keys<Part<R, 'filters'>>;
export type FilterExpandFieldOf<R> = Keys<Part<R, 'filterExpand'>>;
export type SortFieldOf<R> = Items<Part<R, 'sorts'>>;
export type SortExpandFieldOf<R> = Items<Part<R, 'sortExpand'>>;
export type ExpandOf<R> = Items<Part<R, 'expands'>>;
export type ScopeOf<R> = Items<Part<R, 'scopes'>>;
export type SearchFieldOf<R> = Items<Part<R, 'searchFields'>>;

/** The builder's input with the resource's names checked: `buildListQuery<typeof contentList>({ … })`. */
export type ListQueryFor<R> = ListQuery<
  ExpandOf<R>,
  FilterFieldOf<R>,
  SortFieldOf<R>,
  SortExpandFieldOf<R>,
  ScopeOf<R>,
  SearchFieldOf<R>,
  FilterExpandFieldOf<R>
>;

const COMPARISON_OPS: readonly FilterOp[] = [
  'equal',
  '<>',
  '>',
  '<',
  '>=',
  '<=',
  'from',
  'to',
  'in',
  'notIn',
  'isNull',
];

/** Operators a field gets when its spec names none: ordering only where the type is ordered. */
export const defaultOps: Readonly<Record<FieldType, readonly FilterOp[]>> = {
  number: COMPARISON_OPS,
  date: COMPARISON_OPS,
  string: ['equal', 'like', '<>', 'in', 'notIn', 'isNull'],
  boolean: ['equal', '<>', 'isNull'],
};
const ENUM_OPS: readonly FilterOp[] = ['equal', '<>', 'in', 'notIn'];

export function sortTerm(item: string): SortTerm {
  return item.startsWith('-') ? { field: item.slice(1), direction: 'desc' } : { field: item, direction: 'asc' };
}

/**
 * Declares what one list endpoint allows. A mistake in the declaration (an unknown type or operator,
 * `like` on a non-string, a default that is not allowed) throws at import time, not on a request.
 */
export function defineListResource<const S extends ListResourceSpec>(spec: S): ListResource<S> {
  const sorts = new Set(spec.sorts ?? []);
  const searchFields = new Set(spec.searchFields ?? []);
  const defaultSort = (spec.defaultSort ?? (sorts.has('name') ? ['name'] : [])).map(sortTerm);
  const defaultSearchFields = [...(spec.defaultSearchFields ?? searchFields)];
  for (const term of defaultSort) {
    if (!sorts.has(term.field)) throw new Error(`defaultSort "${term.field}" is not in sorts`);
  }
  for (const field of defaultSearchFields) {
    if (!searchFields.has(field)) throw new Error(`defaultSearchFields "${field}" is not in searchFields`);
  }
  return {
    spec,
    filters: resolveFilters(spec.filters),
    filterExpand: resolveFilters(spec.filterExpand),
    sorts,
    sortExpand: new Set(spec.sortExpand ?? []),
    expands: new Set(spec.expands ?? []),
    scopes: new Set(spec.scopes ?? []),
    searchFields,
    defaultSearchFields,
    defaultSort,
  };
}

function resolveFilters(filters: Readonly<Record<string, FilterSpec>> = {}): Map<string, ResolvedFilter> {
  const resolved = new Map<string, ResolvedFilter>();
  for (const [field, { type, ops: declared, values }] of Object.entries(filters)) {
    if (!FIELD_TYPES.includes(type)) throw new Error(`Filter "${field}" has unknown type "${String(type)}"`);
    if (values && (type !== 'string' || values.length === 0)) {
      throw new Error(`Filter "${field}": values need a string field and at least one value`);
    }
    const ops = declared ?? (values ? ENUM_OPS : defaultOps[type]);
    for (const op of ops) {
      if (!FILTER_OPS.includes(op)) throw new Error(`Filter "${field}" has unknown operator "${op}"`);
      if (op === 'like' && type !== 'string') throw new Error(`Filter "${field}": like needs a string field`);
      if (op === 'like' && values) throw new Error(`Filter "${field}": like cannot be checked against values`);
    }
    resolved.set(field, { type, ops: new Set(ops), ...(values ? { values: new Set(values) } : {}) });
  }
  return resolved;
}
