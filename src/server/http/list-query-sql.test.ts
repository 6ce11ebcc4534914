import { asc, eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineListResource, type RawQuery } from '@shared/list-query';
import { POSTGRES_MISSING_NOTICE } from '@tests/support/provided-context';
import { openTestDatabase, postgresMissing } from '@tests/support/test-database';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { likePattern, listQueryToSql, parseListQueryOrThrow, type ListSqlMap } from './list-query-sql';

const owners = pgTable('lq_owners', { id: integer('id').primaryKey(), name: text('name').notNull() });
const items = pgTable('lq_items', {
  id: integer('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  isFree: boolean('is_free').notNull(),
  searchText: text('search_text'),
});

// Owner names start with ASCII letters so their order is the same under any collation.
const OWNERS = [
  [1, 'Aki さくら'],
  [2, 'Bo 王芳'],
  [3, 'Cy 민지'],
] as const;
const ITEMS = [
  [1, 1, '東京タワー ツアー', 1500, '2024-01-10T10:00:00Z', false, 'night view'],
  [2, 2, '北京烤鸭 课程', 3000, '2024-01-31T20:00:00Z', false, 'cooking class'],
  [3, 3, 'Salsa basics', 0, null, true, 'for beginners'],
  [4, 1, '50% off_class', 500, '2024-02-01T00:00:00Z', false, 'sale'],
  [5, 3, "O'Brien \\ tap", 1500, '2023-12-31T23:59:00Z', false, 'tap dance'],
  [6, 2, '서울 K-pop 댄스', 2500, null, false, 'idol choreography'],
] as const;

const resource = defineListResource({
  filters: {
    name: { type: 'string' },
    price: { type: 'number' },
    published_at: { type: 'date' },
    is_free: { type: 'boolean' },
  },
  filterExpand: { 'owner.name': { type: 'string' } },
  sorts: ['name', 'price', 'published_at'],
  sortExpand: ['owner.name'],
  scopes: ['published', 'free'],
  searchFields: ['text', 'owner'],
  defaultSearchFields: ['text'],
});

const map: ListSqlMap<typeof resource> = {
  fields: { name: items.name, price: items.price, published_at: items.publishedAt, is_free: items.isFree },
  search: { text: items.searchText, owner: owners.name },
  expand: { 'owner.name': owners.name },
  scopes: { published: sql`${items.publishedAt} IS NOT NULL`, free: () => sql`${items.isFree}` },
  tiebreak: items.id,
};

let database: Database;

if (postgresMissing) beforeEach((context) => context.skip(POSTGRES_MISSING_NOTICE));

// PGlite in the api project, PostgreSQL 15 in api-pg: the same SQL must behave the same on both.
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await db.execute(sql`CREATE TABLE lq_owners (id integer PRIMARY KEY, name text NOT NULL)`);
  await db.execute(sql`CREATE TABLE lq_items (
    id integer PRIMARY KEY, owner_id integer NOT NULL REFERENCES lq_owners, name text NOT NULL,
    price integer NOT NULL, published_at timestamptz, is_free boolean NOT NULL, description text NOT NULL,
    search_text text GENERATED ALWAYS AS (name || ' ' || description) STORED)`);
  await db.execute(sql`CREATE INDEX lq_items_search ON lq_items USING gin (search_text gin_trgm_ops)`);
  await db.insert(owners).values(OWNERS.map(([id, name]) => ({ id, name })));
  for (const [id, ownerId, name, price, at, isFree, description] of ITEMS) {
    await db.execute(sql`INSERT INTO lq_items (id, owner_id, name, price, published_at, is_free, description)
      VALUES (${id}, ${ownerId}, ${name}, ${price}, ${at}, ${isFree}, ${description})`);
  }
});

afterAll(async () => {
  await database.close();
});

/** Runs a raw query string through parse → SQL → the database, as a list route would. */
async function ids(raw: RawQuery): Promise<number[]> {
  const q = listQueryToSql(parseListQueryOrThrow(raw, resource), map);
  const rows = await database.db
    .select({ id: items.id })
    .from(items)
    .innerJoin(owners, eq(owners.id, items.ownerId))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((row) => row.id);
}
const byPrice = (raw: RawQuery) => ids({ sort: 'price', ...raw });

describe('listQueryToSql filters', () => {
  it('compares numbers with each operator', async () => {
    expect(await byPrice({ 'filter[price]': '1500' })).toEqual([1, 5]);
    expect(await byPrice({ 'filter[price][equal]': '0' })).toEqual([3]);
    expect(await byPrice({ 'filter[price][<>]': '1500' })).toEqual([3, 4, 6, 2]);
    expect(await byPrice({ 'filter[price][>]': '1500' })).toEqual([6, 2]);
    expect(await byPrice({ 'filter[price][<]': '1500' })).toEqual([3, 4]);
    expect(await byPrice({ 'filter[price][>=]': '2500' })).toEqual([6, 2]);
    expect(await byPrice({ 'filter[price][<=]': '500' })).toEqual([3, 4]);
    expect(await byPrice({ 'filter[price][from]': '500', 'filter[price][to]': '1500' })).toEqual([4, 1, 5]);
    expect(await byPrice({ 'filter[price][in]': '0,3000,42' })).toEqual([3, 2]);
    expect(await byPrice({ 'filter[price][notIn]': '0,1500' })).toEqual([4, 6, 2]);
  });

  it('compares numbers an integer column cannot hold (fractions, past its range) instead of failing', async () => {
    const all = [3, 4, 1, 5, 6, 2];
    expect(await byPrice({ 'filter[price][>]': '1499.5' })).toEqual([1, 5, 6, 2]);
    expect(await byPrice({ 'filter[price]': '1500.5' })).toEqual([]);
    expect(await byPrice({ 'filter[price][<]': '1e308' })).toEqual(all);
    expect(await byPrice({ 'filter[price][>]': '-2147483649' })).toEqual(all);
    expect(await byPrice({ 'filter[price][in]': '-1e+308,0,2147483648' })).toEqual([3]);
    expect(await byPrice({ 'filter[price][notIn]': '5e-324,1500' })).toEqual([3, 4, 6, 2]);
  });

  it('compares dates, a date-only `to` covering its whole day', async () => {
    expect(await byPrice({ 'filter[published_at][to]': '2024-01-31' })).toEqual([1, 5, 2]);
    expect(await byPrice({ 'filter[published_at][from]': '2024-01-31' })).toEqual([4, 2]);
    expect(await byPrice({ 'filter[published_at][<]': '2024-01-10T19:00:00+09:00' })).toEqual([5]);
    expect(await byPrice({ 'filter[published_at]': '2024-01-10T10:00:00Z' })).toEqual([1]);
    expect(await byPrice({ 'filter[published_at][in]': '2024-02-01,2023-12-31T23:59Z' })).toEqual([4, 5]);
  });

  it('tests nulls and booleans', async () => {
    expect(await byPrice({ 'filter[published_at][isNull]': 'true' })).toEqual([3, 6]);
    expect(await byPrice({ 'filter[published_at][isNull]': 'false' })).toEqual([4, 1, 5, 2]);
    expect(await byPrice({ 'filter[is_free]': 'true' })).toEqual([3]);
    expect(await byPrice({ 'filter[is_free][<>]': 'true' })).toEqual([4, 1, 5, 6, 2]);
  });

  it('matches strings exactly, by list, and with like (case-insensitive, CJK included)', async () => {
    expect(await byPrice({ 'filter[name]': 'Salsa basics' })).toEqual([3]);
    expect(await byPrice({ 'filter[name]': 'salsa basics' })).toEqual([]);
    expect(await byPrice({ 'filter[name][in]': 'Salsa basics,北京烤鸭 课程' })).toEqual([3, 2]);
    expect(await byPrice({ 'filter[name][like]': 'SALSA' })).toEqual([3]);
    expect(await byPrice({ 'filter[name][like]': 'タワー' })).toEqual([1]);
    expect(await byPrice({ 'filter[name][like]': '烤鸭' })).toEqual([2]);
  });

  it('filters on a relation through filterExpand', async () => {
    expect(await byPrice({ 'filterExpand[owner.name][like]': 'さくら' })).toEqual([4, 1]);
    expect(await byPrice({ 'filterExpand[owner.name]': 'Cy 민지' })).toEqual([3, 5]);
  });
});

describe('listQueryToSql search, scopes, sort and pages', () => {
  it('searches the default search_text column in Japanese, Chinese, Korean and English', async () => {
    expect(await byPrice({ search: '東京' })).toEqual([1]);
    expect(await byPrice({ search: '烤鸭' })).toEqual([2]);
    expect(await byPrice({ search: '서울' })).toEqual([6]);
    // One CJK character is shorter than a trigram; ILIKE still finds it (by scan).
    expect(await byPrice({ search: '京' })).toEqual([1, 2]);
    expect(await byPrice({ search: 'CLASS' })).toEqual([4, 2]);
  });

  it('searches the named fields, OR-ed', async () => {
    expect(await byPrice({ search: 'さくら|owner' })).toEqual([4, 1]);
    expect(await byPrice({ search: 'tap|text|owner' })).toEqual([5]);
    expect(await byPrice({ search: 'Bo|text|owner' })).toEqual([6, 2]);
  });

  it('ANDs scopes with filters, a function scope evaluated per query', async () => {
    expect(await byPrice({ scopes: 'published' })).toEqual([4, 1, 5, 2]);
    expect(await byPrice({ scopes: 'free' })).toEqual([3]);
    expect(await byPrice({ scopes: 'published,free' })).toEqual([]);
    expect(await byPrice({ scopes: 'published', 'filter[price][>]': '1000' })).toEqual([1, 5, 2]);
  });

  it('sorts ascending and descending, breaking ties by the tiebreak column', async () => {
    expect(await ids({ sort: 'price' })).toEqual([3, 4, 1, 5, 6, 2]);
    expect(await ids({ sort: '-price' })).toEqual([2, 6, 1, 5, 4, 3]);
    expect(await ids({ sort: '-published_at', 'filter[published_at][isNull]': 'false' })).toEqual([4, 2, 1, 5]);
    // `sort` comes first; `sortExpand` orders within its ties (1 and 5 both cost 1500).
    expect(await ids({ sortExpand: '-owner.name', sort: '-price' })).toEqual([2, 6, 5, 1, 4, 3]);
    expect(await ids({ sortExpand: 'owner.name' })).toEqual([1, 4, 2, 6, 3, 5]);
  });

  it('sorts by name when no sort is sent', async () => {
    const expected = await database.db.select({ id: items.id }).from(items).orderBy(asc(items.name), asc(items.id));
    expect(await ids({})).toEqual(expected.map((row) => row.id));
  });

  it('pages with limit and offset', async () => {
    expect(await byPrice({ limit: '2' })).toEqual([3, 4]);
    expect(await byPrice({ limit: '2', page: '2' })).toEqual([1, 5]);
    expect(await byPrice({ limit: '4', page: '2' })).toEqual([6, 2]);
    expect(await byPrice({ limit: '4', page: '3' })).toEqual([]);
    expect(listQueryToSql(parseListQueryOrThrow({ page: '3', limit: '25' }, resource), map)).toMatchObject({
      limit: 25,
      offset: 50,
    });
  });
});

describe('listQueryToSql keeps values as data', () => {
  it.each([
    ["' OR 1=1 --", []],
    ['%', [4]],
    ['_', [4]],
    ['\\', [5]],
    ["O'Brien", [5]],
  ])('like %o matches only itself', async (value, expected) => {
    expect(await byPrice({ 'filter[name][like]': value })).toEqual(expected);
  });

  it('never lets a value reach the SQL text', async () => {
    expect(await byPrice({ 'filter[name]': "x'); DROP TABLE lq_items; --" })).toEqual([]);
    expect(await byPrice({ search: "'; DELETE FROM lq_items; --" })).toEqual([]);
    expect(await byPrice({ 'filter[name][in]': "a') OR ('1'='1,b" })).toEqual([]);
    expect(await ids({ limit: '1000' })).toHaveLength(ITEMS.length);
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('parseListQueryOrThrow', () => {
  it('throws a 422 naming the parameter, its message the first error', () => {
    const error = (() => {
      try {
        parseListQueryOrThrow({ 'filter[secret]': '1', sort: 'password' }, resource);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Unknown sort field "password".',
      errors: [
        { field: 'sort', errors: ['Unknown sort field "password".'] },
        { field: 'filter[secret]', errors: ['Unknown filter field "secret".'] },
      ],
    });
  });

  it('fails loudly when the map lacks a name the resource allows', () => {
    const parsed = parseListQueryOrThrow({ sort: 'price' }, resource);
    const partial = { ...map, fields: { ...map.fields, price: undefined } } as unknown as typeof map;
    expect(() => listQueryToSql(parsed, partial)).toThrow(/no SQL mapped for field "price"/);
  });
});
