import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildListQuery } from './build';
import { parseListQuery, type RawQuery } from './parse';
import { defaultOps, defineListResource } from './resource';
import {
  FILTER_OPS,
  type FieldType,
  type FilterCondition,
  type FilterInput,
  type FilterScalar,
  type ListQuery,
} from './types';

const resource = defineListResource({
  filters: {
    price: { type: 'number' },
    title: { type: 'string' },
    published_at: { type: 'date' },
    is_free: { type: 'boolean' },
  },
  filterExpand: { 'owner.name': { type: 'string' } },
  sorts: ['name', 'created_at', 'price'],
  sortExpand: ['owner.name'],
  expands: ['cover', 'tags', 'shortOwner'],
  scopes: ['published', 'upcoming'],
  searchFields: ['title', 'description'],
});

/** What Hono's `c.req.queries()` gives the server for a query string. */
function serverView(query: string): RawQuery {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) (raw[key] ??= []).push(value);
  return raw;
}

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
// Years past 9999 need the expanded ISO form, which the grammar does not take.
const date = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
/** Random operators for one field, each with a value of the field's type; the field's default operators. */
function opsFor(type: FieldType, value: fc.Arbitrary<FilterScalar>): fc.Arbitrary<FilterInput> {
  // A comma inside a string would split it in an in-list; the builder refuses such values.
  const item = type === 'string' ? text.filter((t) => !t.includes(',')) : value;
  const entries = fc.subarray([...defaultOps[type]], { minLength: 1 }).chain((chosen) =>
    fc.tuple(
      ...chosen.map((op) => {
        const values = op === 'in' || op === 'notIn' ? fc.array(item, { minLength: 1, maxLength: 3 }) : value;
        return (op === 'isNull' ? fc.boolean() : values).map((v) => [op, v] as const);
      }),
    ),
  );
  return entries.map((pairs) => Object.fromEntries(pairs) as FilterInput);
}

const filters = fc.record(
  {
    price: opsFor('number', number),
    title: opsFor('string', text),
    published_at: opsFor('date', date),
    is_free: opsFor('boolean', fc.boolean()),
  },
  { requiredKeys: [] },
);

const query: fc.Arbitrary<ListQuery> = fc.record(
  {
    expand: fc.subarray(['cover', 'tags', 'shortOwner']),
    page: fc.integer({ min: 1, max: 1_000_000 }),
    limit: fc.integer({ min: 1, max: 1000 }),
    sort: fc
      .uniqueArray(fc.constantFrom('name', 'created_at', 'price'))
      .chain((fields) => fc.tuple(...fields.map((f) => fc.constantFrom(f, `-${f}`)))),
    sortExpand: fc.subarray(['owner.name', '-owner.name'], { maxLength: 1 }),
    scopes: fc.subarray(['published', 'upcoming']),
    search: fc.record({ query: text, fields: fc.subarray(['title', 'description']) }),
    filter: filters,
    filterExpand: fc.record({ 'owner.name': opsFor('string', text) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** The conditions a filter input should parse to, in the builder's order (fields sorted, grammar order). */
function expectedConditions(
  input: Readonly<Record<string, FilterInput | undefined>> | undefined,
): Omit<FilterCondition, 'type'>[] {
  return Object.keys(input ?? {})
    .sort()
    .flatMap((field) => {
      const ops = input?.[field] as Record<string, unknown>;
      return FILTER_OPS.filter((op) => ops[op] !== undefined).map((op) => ({ field, op, value: ops[op] }));
    }) as Omit<FilterCondition, 'type'>[];
}

describe('build → parse round trip', () => {
  it('reads back exactly what was built', () => {
    fc.assert(
      fc.property(query, (q) => {
        const result = parseListQuery(serverView(buildListQuery(q)), resource);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const { value } = result;
        const searchQuery = (typeof q.search === 'string' ? q.search : (q.search?.query ?? ''))
          .replaceAll('|', ' ')
          .trim();
        const searchFields = typeof q.search === 'object' ? (q.search.fields ?? []) : [];
        expect(value.expand.sort()).toEqual([...(q.expand ?? [])].sort());
        expect(value.page).toBe(q.page ?? 1);
        expect(value.limit).toBe(q.limit ?? 10);
        expect(value.sortExpand.map((t) => (t.direction === 'desc' ? '-' : '') + t.field)).toEqual(q.sortExpand ?? []);
        const sortSent = (q.sort?.length ?? 0) + (q.sortExpand?.length ?? 0) > 0;
        expect(value.sort.map((t) => (t.direction === 'desc' ? '-' : '') + t.field)).toEqual(
          sortSent ? (q.sort ?? []) : ['name'],
        );
        expect(value.scopes.sort()).toEqual([...(q.scopes ?? [])].sort());
        expect(value.search).toEqual(
          searchQuery === ''
            ? undefined
            : { query: searchQuery, fields: searchFields.length > 0 ? searchFields : ['title', 'description'] },
        );
        expect(value.filter.map(({ type: _type, ...rest }) => rest)).toEqual(expectedConditions(q.filter));
        expect(value.filterExpand.map(({ type: _type, ...rest }) => rest)).toEqual(expectedConditions(q.filterExpand));
      }),
      // A fixed number of cases, so coverage never depends on the machine's load; the unit timeout is generous.
      { numRuns: 200 },
    );
  });
});
