import { describe, expect, it } from 'vitest';
import {
  auditListParams,
  contentListParams,
  reportListParams,
  salesParams,
  transactionListParams,
  usersListParams,
} from './list-params';

/** What each admin list keeps in the address becomes the API's list query; a bad value in the URL is ignored. */
describe('admin list params', () => {
  it('turns the users filters into list-query filters, newest first by default', () => {
    expect(usersListParams({ q: 'ann', kind: 'creator', status: 'blocked', verified: 'no' })).toEqual({
      page: undefined,
      sort: '-created_at',
      search: 'ann',
      filter: { kind: { equal: 'creator' }, status: { equal: 'blocked' }, email_verified_at: { isNull: true } },
    });
    expect(usersListParams({ sort: 'name', verified: 'yes' }).filter).toEqual({
      email_verified_at: { isNull: false },
    });
  });

  it('filters content by a type code, and drops anything else', () => {
    expect(contentListParams({ type: '5', status: '1' }).filter).toEqual({
      type: { equal: 5 },
      status: { equal: 1 },
      deleted_at: { isNull: true },
    });
    expect(contentListParams({ type: 'five' }).filter).toEqual({ deleted_at: { isNull: true } });
  });

  it('filters transactions by a kind and a currency the API knows, and drops any other', () => {
    expect(transactionListParams({ kind: 'refund', currency: 'JPY' }).filter).toEqual({
      kind: { equal: 'refund' },
      currency: { equal: 'JPY' },
    });
    expect(transactionListParams({ kind: 'refunds', currency: 'yen' }).filter).toEqual({});
  });

  it('queues open reports oldest first, by reason and by age as a date bound that holds all day', () => {
    const now = Date.parse('2026-03-10T15:30:00Z');
    expect(reportListParams({}, now)).toEqual({
      page: undefined,
      sort: 'created_at',
      filter: { status: { equal: 'open' } },
    });
    expect(reportListParams({ status: 'all', target: 'content', type: '6', older: '7' }, now).filter).toEqual({
      target_type: { equal: 'content' },
      report_type_id: { equal: 6 },
      created_at: { to: '2026-03-03' },
    });
    expect(reportListParams({ older: '7' }, now)).toEqual(reportListParams({ older: '7' }, now + 3_600_000));
    expect(reportListParams({ type: 'six', older: '2' }, now).filter).toEqual({ status: { equal: 'open' } });
  });

  it('keeps the audit filters that are valid and drops the rest', () => {
    expect(
      auditListParams({ entity: 'user', action: 'block', actor: '12', from: '2026-01-01', to: 'soon' }).filter,
    ).toEqual({
      entity: { equal: 'user' },
      action: { like: 'block' },
      actor_id: { equal: 12 },
      created_at: { from: '2026-01-01' },
    });
    expect(auditListParams({ actor: 'me' }).filter).toEqual({});
  });

  it('reads the dashboard range and currency, falling back to days in USD', () => {
    expect(salesParams({ from: '2026-01-01', to: '2026-01-31', interval: 'week', currency: 'JPY' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      interval: 'week',
      currency: 'JPY',
    });
    expect(salesParams({ from: 'yesterday', interval: 'hour', currency: 'GBP' })).toEqual({
      from: undefined,
      to: undefined,
      interval: 'day',
      currency: 'USD',
    });
  });
});
