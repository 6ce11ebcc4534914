import { describe, expect, it } from 'vitest';
import { defineListResource } from './resource';
import { parseListQuery, type RawQuery } from './parse';

const content = defineListResource({
  filters: {
    type: { type: 'number' },
    name: { type: 'string' },
    published_at: { type: 'date' },
    is_free: { type: 'boolean' },
    status: { type: 'number', ops: ['equal', 'in'] },
    kind: { type: 'string', values: ['purchase', 'refund'] },
  },
  filterExpand: { 'owner.name': { type: 'string' } },
  sorts: ['name', 'created_at'],
  sortExpand: ['owner.name'],
  expands: ['cover', 'tags', 'shortOwner'],
  scopes: ['published', 'upcoming'],
  searchFields: ['title', 'description', 'owner'],
  defaultSearchFields: ['title', 'description'],
});

const ok = (raw: RawQuery) => {
  const result = parseListQuery(raw, content);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};
const errorsOf = (raw: RawQuery) => {
  const result = parseListQuery(raw, content);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};
const filterOf = (raw: RawQuery) => ok(raw).filter[0];

describe('parseListQuery defaults', () => {
  it('gives page 1, limit 10, sort by name and nothing else for an empty query', () => {
    const value = ok({});
    expect(value).toMatchObject({ page: 1, limit: 10, expand: [], scopes: [], search: undefined, filter: [] });
    expect(value.sort).toEqual([{ field: 'name', direction: 'asc' }]);
  });

  it('has no default sort when the resource has no name field', () => {
    const plain = defineListResource({ sorts: ['created_at'] });
    const result = parseListQuery({}, plain);
    expect(result.ok && result.value.sort).toEqual([]);
  });

  it('uses a declared default sort, and sortExpand alone replaces it', () => {
    const dated = defineListResource({
      sorts: ['created_at'],
      sortExpand: ['owner.name'],
      defaultSort: ['-created_at'],
    });
    const plain = parseListQuery({}, dated);
    expect(plain.ok && plain.value.sort).toEqual([{ field: 'created_at', direction: 'desc' }]);
    const byOwner = parseListQuery({ sortExpand: '-owner.name' }, dated);
    expect(byOwner.ok && byOwner.value).toMatchObject({
      sort: [],
      sortExpand: [{ field: 'owner.name', direction: 'desc' }],
    });
  });

  it('ignores parameters that are not part of the language', () => {
    expect(ok({ tab: 'all', view: 'calendar' }).page).toBe(1);
  });
});

describe('parseListQuery top-level parameters', () => {
  it('reads page, limit, expand, scopes and sort', () => {
    const value = ok({
      page: '3',
      limit: '1000',
      expand: 'cover,tags,cover',
      scopes: 'published,upcoming',
      sort: '-created_at,name',
      sortExpand: 'owner.name',
    });
    expect(value).toMatchObject({ page: 3, limit: 1000, expand: ['cover', 'tags'], scopes: ['published', 'upcoming'] });
    expect(value.sort).toEqual([
      { field: 'created_at', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(value.sortExpand).toEqual([{ field: 'owner.name', direction: 'asc' }]);
  });

  it('accepts comma lists as repeated keys and keeps the last of a repeated single value', () => {
    expect(ok({ expand: ['cover', 'tags,shortOwner'], page: ['2', '4'] })).toMatchObject({
      expand: ['cover', 'tags', 'shortOwner'],
      page: 4,
    });
  });

  it('reads search with default and named fields, trimming the query', () => {
    expect(ok({ search: ' 東京 ' }).search).toEqual({ query: '東京', fields: ['title', 'description'] });
    expect(ok({ search: '北京|owner|title' }).search).toEqual({ query: '北京', fields: ['owner', 'title'] });
    expect(ok({ search: '|title' }).search).toBeUndefined();
  });
});

describe('parseListQuery filters', () => {
  it('reads every operator with a typed value', () => {
    expect(filterOf({ 'filter[type]': '5' })).toEqual({ field: 'type', type: 'number', op: 'equal', value: 5 });
    expect(filterOf({ 'filter[type][equal]': '-1.5' })).toMatchObject({ op: 'equal', value: -1.5 });
    expect(filterOf({ 'filter[name][like]': '50%_off' })).toMatchObject({ op: 'like', value: '50%_off' });
    expect(filterOf({ 'filter[type][<>]': '3' })).toMatchObject({ op: '<>', value: 3 });
    expect(filterOf({ 'filter[type][>]': '1' })).toMatchObject({ op: '>', value: 1 });
    expect(filterOf({ 'filter[type][<]': '8' })).toMatchObject({ op: '<', value: 8 });
    expect(filterOf({ 'filter[type][>=]': '2' })).toMatchObject({ op: '>=', value: 2 });
    expect(filterOf({ 'filter[type][<=]': '7' })).toMatchObject({ op: '<=', value: 7 });
    expect(filterOf({ 'filter[type][from]': '2' })).toMatchObject({ op: 'from', value: 2 });
    expect(filterOf({ 'filter[type][to]': '7' })).toMatchObject({ op: 'to', value: 7 });
    expect(filterOf({ 'filter[type][in]': '1,2,50' })).toMatchObject({ op: 'in', value: [1, 2, 50] });
    expect(filterOf({ 'filter[type][notIn]': '3' })).toMatchObject({ op: 'notIn', value: [3] });
    expect(filterOf({ 'filter[published_at][isNull]': 'true' })).toMatchObject({ op: 'isNull', value: true });
    expect(filterOf({ 'filter[published_at][isNull]': '0' })).toMatchObject({ op: 'isNull', value: false });
  });

  it('types dates and booleans', () => {
    expect(filterOf({ 'filter[published_at][from]': '2024-02-29' })?.value).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(filterOf({ 'filter[published_at][>]': '2024-03-01T09:30:00+09:00' })?.value).toEqual(
      new Date('2024-03-01T00:30:00Z'),
    );
    expect(filterOf({ 'filter[is_free]': 'false' })).toMatchObject({ type: 'boolean', value: false });
  });

  it('makes a date-only `to` cover the whole day', () => {
    expect(filterOf({ 'filter[published_at][to]': '2024-01-31' })?.value).toEqual(new Date('2024-01-31T23:59:59.999Z'));
  });

  it('reads filterExpand on a relation and joins repeated in-lists', () => {
    expect(ok({ 'filterExpand[owner.name][like]': 'さくら' }).filterExpand).toEqual([
      { field: 'owner.name', type: 'string', op: 'like', value: 'さくら' },
    ]);
    expect(filterOf({ 'filter[status][in]': ['1', '2,4'] })?.value).toEqual([1, 2, 4]);
    expect(filterOf({ 'filter[name][in]': ',a' })?.value).toEqual(['', 'a']);
    expect(filterOf({ 'filter[name][notIn]': '' })?.value).toEqual(['']);
  });

  it('takes the declared values of a closed field', () => {
    expect(filterOf({ 'filter[kind]': 'refund' })).toMatchObject({ op: 'equal', value: 'refund' });
    expect(filterOf({ 'filter[kind][in]': 'purchase,refund' })?.value).toEqual(['purchase', 'refund']);
  });

  it('keeps several operators on one field', () => {
    expect(ok({ 'filter[type][from]': '2', 'filter[type][to]': '5' }).filter.map((f) => f.op)).toEqual(['from', 'to']);
  });
});

describe('parseListQuery errors name the parameter as sent', () => {
  it.each([
    [{ 'filter[foo]': '1' }, 'filter[foo]', 'Unknown filter field "foo".'],
    [{ 'filter[type][bogus]': '1' }, 'filter[type][bogus]', 'Unknown operator "bogus" for "type".'],
    [{ 'filter[type][like]': '1' }, 'filter[type][like]', 'Operator "like" is not allowed for "type".'],
    [{ 'filter[status][>]': '1' }, 'filter[status][>]', 'Operator ">" is not allowed for "status".'],
    [{ 'filter[type]': 'abc' }, 'filter[type]', 'Value "abc" for "type" is not a number.'],
    [{ 'filter[type][in]': '1,x' }, 'filter[type][in]', 'Value "x" for "type" is not a number.'],
    [{ 'filter[type][in]': '' }, 'filter[type][in]', 'Operator "in" for "type" needs a value.'],
    [{ 'filter[type]': '' }, 'filter[type]', 'Operator "equal" for "type" needs a value.'],
    [{ 'filter[name][isNull]': '' }, 'filter[name][isNull]', 'Operator "isNull" for "name" needs a value.'],
    [
      { 'filter[published_at]': '2024-02-30' },
      'filter[published_at]',
      'Value "2024-02-30" for "published_at" is not a date (YYYY-MM-DD or ISO 8601).',
    ],
    [{ 'filter[is_free]': 'yes' }, 'filter[is_free]', 'Value "yes" for "is_free" must be true or false.'],
    [{ 'filter[name][isNull]': 'maybe' }, 'filter[name][isNull]', 'Value "maybe" for "name" must be true or false.'],
    [{ 'filter[kind]': 'Purchase' }, 'filter[kind]', 'Value "Purchase" is not allowed for "kind".'],
    [{ 'filter[kind]': '' }, 'filter[kind]', 'Value "" is not allowed for "kind".'],
    [{ 'filter[kind][in]': 'refund,payout' }, 'filter[kind][in]', 'Value "payout" is not allowed for "kind".'],
    [{ 'filter[kind][like]': 'pur' }, 'filter[kind][like]', 'Operator "like" is not allowed for "kind".'],
    [{ 'filterExpand[owner.email]': 'a' }, 'filterExpand[owner.email]', 'Unknown filter field "owner.email".'],
    [{ 'filter[type][>][x]': '1' }, 'filter[type][>][x]', 'Malformed list parameter "filter[type][>][x]".'],
    [{ filter: '1' }, 'filter', 'Malformed list parameter "filter".'],
    [{ expand: 'cover,secret' }, 'expand', 'Unknown expand "secret".'],
    [{ scopes: 'deleted' }, 'scopes', 'Unknown scope "deleted".'],
    [{ sort: 'name,-password' }, 'sort', 'Unknown sort field "-password".'],
    [{ sortExpand: 'owner.email' }, 'sortExpand', 'Unknown sort field "owner.email".'],
    [{ search: 'x|email' }, 'search', 'Unknown search field "email".'],
    [{ page: '0' }, 'page', 'The page must be a whole number of at least 1.'],
    [{ page: '1.5' }, 'page', 'The page must be a whole number of at least 1.'],
    [{ page: '99999999999999999' }, 'page', 'The page must be a whole number of at least 1.'],
    [{ limit: '1001' }, 'limit', 'The limit must be a whole number from 1 to 1000.'],
    [{ limit: '-1' }, 'limit', 'The limit must be a whole number from 1 to 1000.'],
  ] as const)('%o → %s', (raw, field, message) => {
    expect(errorsOf(raw)).toEqual([{ field, errors: [message] }]);
  });

  it('refuses search on a resource without search fields', () => {
    const result = parseListQuery({ search: 'x' }, defineListResource({}));
    expect(result).toEqual({ ok: false, errors: [{ field: 'search', errors: ['This list cannot be searched.'] }] });
  });

  it('collects every error, grouped by parameter', () => {
    expect(errorsOf({ expand: 'a,b', 'filter[x]': '1', limit: '0' })).toEqual([
      { field: 'expand', errors: ['Unknown expand "a".', 'Unknown expand "b".'] },
      { field: 'limit', errors: ['The limit must be a whole number from 1 to 1000.'] },
      { field: 'filter[x]', errors: ['Unknown filter field "x".'] },
    ]);
  });

  it('shortens a long value in the message', () => {
    const [error] = errorsOf({ 'filter[type]': '9'.repeat(30) + 'x'.repeat(30) });
    expect(error?.errors[0]).toBe(`Value "${'9'.repeat(30)}${'x'.repeat(10)}…" for "type" is not a number.`);
  });
});
