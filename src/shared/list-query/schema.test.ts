import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseListQuery } from './parse';
import { defineListResource } from './resource';
import { listQuerySchema } from './schema';

const resource = defineListResource({
  filters: { price: { type: 'number', ops: ['equal', 'in'] }, kind: { type: 'string', values: ['a', 'b'] } },
  sorts: ['name', 'price'],
  expands: ['cover'],
  searchFields: ['title'],
});

describe('listQuerySchema', () => {
  it('names every parameter the resource allows, with examples', () => {
    const json = toJsonSchema(listQuerySchema(resource), { errorMode: 'ignore' }) as {
      properties: Record<string, { type: string; examples: string[]; description: string }>;
    };
    expect(Object.keys(json.properties).sort()).toEqual(
      [
        'page',
        'limit',
        'expand',
        'sort',
        'search',
        'filter[price][equal]',
        'filter[price][in]',
        'filter[kind][equal]',
        'filter[kind][<>]',
        'filter[kind][in]',
        'filter[kind][notIn]',
      ].sort(),
    );
    expect(json.properties['filter[kind][in]']).toMatchObject({ type: 'string', examples: ['a', 'a,b'] });
    expect(json.properties.sort?.description).toContain('name, price');
  });

  it('gives examples the parser takes, for every type and operator', () => {
    const every = defineListResource({
      filters: {
        n: { type: 'number' },
        s: { type: 'string' },
        d: { type: 'date' },
        b: { type: 'boolean' },
        k: { type: 'string', values: ['x', 'y'] },
      },
      filterExpand: { 'owner.name': { type: 'string' } },
      sorts: ['n'],
      sortExpand: ['owner.name'],
      expands: ['cover', 'tags'],
      scopes: ['live', 'free'],
      searchFields: ['title'],
    });
    const json = toJsonSchema(listQuerySchema(every), { errorMode: 'ignore' }) as {
      properties: Record<string, { examples: string[] }>;
    };
    for (const [name, { examples }] of Object.entries(json.properties)) {
      for (const example of examples)
        expect(parseListQuery({ [name]: example }, every), `${name}=${example}`).toMatchObject({ ok: true });
    }
  });

  it('refuses nothing the parser would take: values, unknown keys and all are left to parseListQuery', () => {
    expect(v.is(listQuerySchema(resource), { 'filter[nope][equal]': 'x', page: '0', other: 'y' })).toBe(true);
  });
});
