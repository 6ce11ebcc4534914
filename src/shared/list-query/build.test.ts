import { describe, expect, it } from 'vitest';
import { buildListQuery } from './build';
import { parseListQuery } from './parse';
import { defineListResource } from './resource';

const content = defineListResource({
  filters: { type: { type: 'number' }, name: { type: 'string' } },
  sorts: ['name', 'created_at'],
  expands: ['cover', 'tags'],
});

describe('buildListQuery', () => {
  it('is empty when everything is default', () => {
    expect(buildListQuery({})).toBe('');
    expect(
      buildListQuery({ page: 1, limit: 10, expand: [], scopes: [], search: '  ', filter: { type: undefined } }),
    ).toBe('');
  });

  it('writes every part in a fixed order', () => {
    expect(
      buildListQuery({
        filterExpand: { 'owner.name': { like: 'ann' } },
        filter: { type: 5 },
        search: { query: 'tokyo', fields: ['title', 'description'] },
        scopes: ['upcoming', 'published'],
        sortExpand: ['-owner.name'],
        sort: ['-created_at', 'name'],
        limit: 20,
        page: 2,
        expand: ['tags', 'cover', 'tags'],
      }),
    ).toBe(
      'expand=cover,tags&page=2&limit=20&sort=-created_at,name&sortExpand=-owner.name&scopes=published,upcoming' +
        '&search=tokyo|title|description&filter[type]=5&filterExpand[owner.name][like]=ann',
    );
  });

  it('writes each operator, sorting fields and keeping operators in grammar order', () => {
    const at = new Date('2024-01-31T15:00:00Z');
    expect(
      buildListQuery({
        filter: {
          type: { to: 9, from: 1, in: [1, 2], isNull: false, '<>': 3, equal: 4 },
          deleted_at: { isNull: true },
          published_at: { '>=': at },
        },
      }),
    ).toBe(
      'filter[deleted_at][isNull]=true' +
        '&filter[published_at][%3E%3D]=2024-01-31T15:00:00.000Z' +
        '&filter[type]=4&filter[type][%3C%3E]=3&filter[type][from]=1&filter[type][to]=9' +
        '&filter[type][in]=1,2&filter[type][isNull]=false',
    );
  });

  it('percent-encodes values but keeps the separators readable', () => {
    expect(buildListQuery({ filter: { name: { like: '50% & more=x' } }, search: '東京 タワー' })).toBe(
      'search=%E6%9D%B1%E4%BA%AC%20%E3%82%BF%E3%83%AF%E3%83%BC&filter[name][like]=50%25%20%26%20more%3Dx',
    );
  });

  it('turns a pipe typed into the search box into a space', () => {
    expect(buildListQuery({ search: 'a|b' })).toBe('search=a%20b');
  });

  it('refuses an in-list it cannot write faithfully: a value with a comma, or no values', () => {
    expect(() => buildListQuery({ filter: { name: { in: ['a,b'] } } })).toThrow(RangeError);
    expect(() => buildListQuery({ filter: { type: { notIn: [] } } })).toThrow(RangeError);
  });

  it('checks names against a resource when given its type, writing what that resource accepts', () => {
    const query = buildListQuery<typeof content>({ expand: ['cover'], sort: ['-name'], filter: { type: { '>': 1 } } });
    expect(query).toBe('expand=cover&sort=-name&filter[type][%3E]=1');
    expect(parseListQuery(Object.fromEntries(new URLSearchParams(query)), content).ok).toBe(true);
    // @ts-expect-error "secret" is not an expand of this resource.
    buildListQuery<typeof content>({ expand: ['secret'] });
  });
});
