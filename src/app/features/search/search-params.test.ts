import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchQueryString } from './api';
import { hasFilters, searchParamsSchema } from './search-params';

const parse = (input: Record<string, unknown>) => v.parse(searchParamsSchema, input);

describe('searchParamsSchema', () => {
  it('keeps a numeric-looking query as text and drops an empty one', () => {
    expect(parse({ q: 123 }).q).toBe('123');
    expect(parse({ q: '  ' }).q).toBeUndefined();
    expect(parse({ q: ' 山田 ' }).q).toBe('山田');
  });

  it('drops malformed filters instead of failing the page', () => {
    expect(parse({ type: [1, 99], genre: 'x', page: 0, min: '1.234', free: 'yes' })).toEqual({
      q: undefined,
      type: undefined,
      genre: undefined,
      role: undefined,
      min: undefined,
      max: undefined,
      free: undefined,
      page: undefined,
    });
  });

  it('keeps valid filters, without repeats', () => {
    const params = parse({ type: [3, 3, 8], role: [1], min: 5, max: '20.5', free: true, page: 2 });
    expect(params).toMatchObject({ type: [3, 8], role: [1], min: '5', max: '20.5', free: true, page: 2 });
    expect(hasFilters(params)).toBe(true);
    expect(hasFilters(parse({ q: 'house' }))).toBe(false);
  });
});

describe('searchQueryString', () => {
  const query = (params: Record<string, unknown>, currency: 'USD' | 'JPY' = 'USD') =>
    new URLSearchParams(searchQueryString(parse(params), currency));

  it('searches by relevance while there is text, 20 a page with cover and creator', () => {
    const q = query({ q: 'ヒップホップ', page: 3 });
    expect(q.get('search')).toBe('ヒップホップ');
    expect(q.get('sort')).toBe('-relevance');
    expect(q.get('page')).toBe('3');
    expect(q.get('limit')).toBe('20');
    expect(q.get('expand')).toBe('cover,shortOwner');
  });

  it('sends a price range in minor units of the viewer’s currency', () => {
    const dollars = query({ min: '5', max: '20.5' });
    expect(dollars.get('filter[price][from]')).toBe('500');
    expect(dollars.get('filter[price][to]')).toBe('2050');
    expect(dollars.get('filter[price_currency]')).toBe('USD');
    const yen = query({ min: '500' }, 'JPY');
    expect(yen.get('filter[price][from]')).toBe('500');
    expect(yen.get('filter[price][to]')).toBeNull();
    expect(yen.get('filter[price_currency]')).toBe('JPY');
  });

  it('turns the other filters into the list-query language', () => {
    const q = query({ type: [3, 8], genre: [4], role: [3], free: true });
    expect(q.get('filter[type][in]')).toBe('3,8');
    expect(q.get('filter[genre][in]')).toBe('4');
    expect(q.get('filter[role][in]')).toBe('3');
    expect(q.get('scopes')).toBe('free');
    expect(q.get('sort')).toBeNull();
  });
});
