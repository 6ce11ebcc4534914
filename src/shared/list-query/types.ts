/** Shapes of the list-query language (ARCHITECTURE §3): what the client builds and what the server parses. */

export const FILTER_OPS = ['equal', 'like', '<>', '>', '<', '>=', '<=', 'from', 'to', 'in', 'notIn', 'isNull'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
/** Operators whose value is a comma list. */
export type ListOp = 'in' | 'notIn';
/** Operators that take one value of the field's type. */
export type ScalarOp = Exclude<FilterOp, ListOp | 'isNull'>;

export const FIELD_TYPES = ['number', 'string', 'date', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type FilterScalar = string | number | boolean | Date;

/** Structurally the same as the server's `FieldError` (spec §8), so parse errors pass straight through. */
export interface FieldError {
  field: string;
  errors: string[];
}

export type SortDirection = 'asc' | 'desc';

export interface SortTerm<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** One `filter[field][op]=value`, its value already converted to the field's type. */
export type FilterCondition<F extends string = string> =
  | { field: F; type: FieldType; op: ListOp; value: FilterScalar[] }
  | { field: F; type: FieldType; op: 'isNull'; value: boolean }
  | { field: F; type: FieldType; op: ScalarOp; value: FilterScalar };

/** What the builder accepts per field: a bare value means `equal`. `undefined` entries are left out. */
export type FilterInput =
  | FilterScalar
  | ({ [O in ScalarOp]?: FilterScalar } & { [O in ListOp]?: readonly FilterScalar[] } & { isNull?: boolean });

/** A list query as the client writes it; every part is optional and defaults are omitted from the URL. */
export interface ListQuery<
  Expand extends string = string,
  Field extends string = string,
  Sort extends string = string,
  SortExpand extends string = string,
  Scope extends string = string,
  Search extends string = string,
  ExpandField extends string = string,
> {
  expand?: readonly Expand[];
  page?: number;
  limit?: number;
  /** Field names in priority order; a leading `-` sorts descending. */
  sort?: readonly (Sort | `-${Sort}`)[];
  sortExpand?: readonly (SortExpand | `-${SortExpand}`)[];
  scopes?: readonly Scope[];
  /** A bare string searches the resource's default fields. */
  search?: string | { query: string; fields?: readonly Search[] };
  filter?: { [K in Field]?: FilterInput };
  filterExpand?: { [K in ExpandField]?: FilterInput };
}
