import { describe, expect, it } from 'vitest';
import { defineListResource } from './resource';
import type { FieldType, FilterOp } from './types';

describe('defineListResource', () => {
  it('fills in the type defaults for operators, default sort and default search fields', () => {
    const r = defineListResource({
      filters: { price: { type: 'number' }, title: { type: 'string' }, ok: { type: 'boolean', ops: ['equal'] } },
      sorts: ['name'],
      searchFields: ['title', 'description'],
    });
    expect([...(r.filters.get('price')?.ops ?? [])]).toContain('from');
    expect(r.filters.get('price')?.ops.has('like')).toBe(false);
    expect(r.filters.get('title')?.ops.has('like')).toBe(true);
    expect(r.filters.get('title')?.ops.has('>')).toBe(false);
    expect([...(r.filters.get('ok')?.ops ?? [])]).toEqual(['equal']);
    expect(r.defaultSort).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(r.defaultSearchFields).toEqual(['title', 'description']);
  });

  it('throws at declaration for a whitelist that cannot work', () => {
    expect(() => defineListResource({ filters: { n: { type: 'number', ops: ['like'] } } })).toThrow(/like/);
    expect(() => defineListResource({ filters: { n: { type: 'number', ops: ['between' as FilterOp] } } })).toThrow(
      /between/,
    );
    expect(() => defineListResource({ filters: { n: { type: 'uuid' as FieldType } } })).toThrow(/uuid/);
    expect(() => defineListResource({ sorts: ['name'], defaultSort: ['-created_at'] })).toThrow(/created_at/);
    expect(() => defineListResource({ searchFields: ['title'], defaultSearchFields: ['body'] })).toThrow(/body/);
    expect(() => defineListResource({ filters: { n: { type: 'number', values: ['1'] } } })).toThrow(/values/);
    expect(() => defineListResource({ filters: { s: { type: 'string', values: [] } } })).toThrow(/values/);
    expect(() => defineListResource({ filters: { s: { type: 'string', values: ['a'], ops: ['like'] } } })).toThrow(
      /like/,
    );
  });

  it('gives a field with a closed set of values the operators that can be checked against it', () => {
    const r = defineListResource({ filters: { kind: { type: 'string', values: ['a', 'b'] } } });
    expect([...(r.filters.get('kind')?.ops ?? [])]).toEqual(['equal', '<>', 'in', 'notIn']);
    expect([...(r.filters.get('kind')?.values ?? [])]).toEqual(['a', 'b']);
  });
});
