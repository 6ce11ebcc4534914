import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiRouters } from '@server/app';
import {
  auditLog,
  content,
  coupons,
  genres,
  ledgerTransactions,
  reports,
  reviews,
  staticPages,
} from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createContent } from '../content/testing';
import { person } from '../fan/testing';
import { buy } from '../payments/testing';
import { adminSession, userWithToken, type AdminSession } from './testing';
import { uiCatalog } from './translations/ui-catalog';

/**
 * Every admin write leaves an audit row (who, what, before/after) written in the same transaction as the change.
 * The writes are read from the route table of every router mounted at /admin-api, so a new write route fails the
 * first test until it is given a request here — and then has to pass both checks below.
 */
let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

interface Call {
  method: string;
  path: string;
  json?: unknown;
}

const writeRoutes = apiRouters()
  .filter((m) => m.base === '/admin-api')
  .flatMap((m) => m.router.hono.routes)
  .filter((r) => !['ALL', 'GET'].includes(r.method))
  .map((r) => `${r.method} /admin-api${r.path}`);

let unique = 0;
const next = () => `${Date.now() % 100_000}-${++unique}`;
const pendingCreator = async () => (await userWithToken(t, { kind: 'creator', status: 'pending' })).user.id;
const insertOne = async <R>(rows: Promise<R[]>) => (await rows)[0]!;

async function review() {
  const { user: author } = await userWithToken(t, { kind: 'fan' });
  const { user: creator } = await userWithToken(t, { kind: 'creator' });
  return insertOne(
    t.deps.db
      .insert(reviews)
      .values({ authorId: author.id, targetType: 'user', targetId: creator.id, title: 'Kind', body: 'Kind words' })
      .returning(),
  );
}

async function report() {
  const { user: reporter } = await userWithToken(t, { kind: 'fan' });
  const { user: target } = await userWithToken(t, { kind: 'creator' });
  return insertOne(
    t.deps.db
      .insert(reports)
      .values({ reporterId: reporter.id, reportTypeId: 6, targetType: 'user', targetId: target.id, body: '' })
      .returning(),
  );
}

async function genre() {
  return insertOne(
    t.deps.db
      .insert(genres)
      .values({ name: `Genre ${next()}`, slug: `genre-${next()}` })
      .returning(),
  );
}

const siteCoupon = () => ({
  code: `AUDIT-${next()}`,
  discount_type: 'percent',
  value: 10,
  currency: null,
  scope: 'all',
  content_id: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_fan_limit: null,
});

/** Rows the writes below change are inserted directly: an admin write here would be refused with the audit. */
async function coupon(): Promise<number> {
  const row = await insertOne(
    t.deps.db
      .insert(coupons)
      .values({ code: `AUDIT-${next()}`, discountType: 'percent', value: 10, scope: 'all', createdBy: admin.adminId })
      .returning(),
  );
  return row.id;
}

async function staticPage(): Promise<string> {
  const slug = `audit-${next()}`;
  await t.deps.db.insert(staticPages).values({ slug, locale: 'en', title: 'Page', body: 'Text' });
  return slug;
}

async function payment(): Promise<number> {
  const fan = await person(t);
  const creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { price: 1200 });
  const { order_id } = await buy(t, fan.token, item.id);
  const [row] = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, order_id!));
  return row!.id;
}

async function koreanMessage() {
  const message = (await uiCatalog()).find((m) => m.texts.ko && m.source.length > 3 && !m.source.includes('"'));
  if (!message) throw new Error('the UI catalog has no Korean message');
  return message;
}

/** A request that succeeds, per admin write route; each call sets up fresh rows of its own. */
const writes: Record<string, () => Promise<Call>> = {
  'POST /admin-api/users/bulk': async () => ({
    method: 'POST',
    path: '/admin-api/users/bulk',
    json: { ids: [await pendingCreator()], action: 'approve' },
  }),
  'PUT /admin-api/users/:id': async () => ({
    method: 'PUT',
    path: `/admin-api/users/${await pendingCreator()}`,
    json: {},
  }),
  'PUT /admin-api/users/:id/toggle-block': async () => ({
    method: 'PUT',
    path: `/admin-api/users/${(await userWithToken(t, { kind: 'fan' })).user.id}/toggle-block`,
    json: {},
  }),
  'PUT /admin-api/content/:id': async () => {
    const owner = (await userWithToken(t, { kind: 'creator' })).user.id;
    const item = await insertOne(
      t.deps.db.insert(content).values({ ownerId: owner, type: 2, status: 4, title: 'On review' }).returning(),
    );
    return { method: 'PUT', path: `/admin-api/content/${item.id}`, json: { action: 'approve' } };
  },
  'POST /admin-api/content/bulk': async () => {
    const owner = (await userWithToken(t, { kind: 'creator' })).user.id;
    const item = await insertOne(
      t.deps.db.insert(content).values({ ownerId: owner, type: 2, status: 4, title: 'On review, bulk' }).returning(),
    );
    return { method: 'POST', path: '/admin-api/content/bulk', json: { ids: [item.id], action: 'approve' } };
  },
  'PUT /admin-api/reports/:id': async () => ({
    method: 'PUT',
    path: `/admin-api/reports/${(await report()).id}`,
    json: { outcome: 'dismissed', note: 'Nothing against the rules.' },
  }),
  'PUT /admin-api/testimonials/:id': async () => ({
    method: 'PUT',
    path: `/admin-api/testimonials/${(await review()).id}`,
    json: { status: 'hidden' },
  }),
  'POST /admin-api/testimonials/bulk': async () => ({
    method: 'POST',
    path: '/admin-api/testimonials/bulk',
    json: { ids: [(await review()).id], status: 'visible' },
  }),
  'DELETE /admin-api/testimonials/:id': async () => ({
    method: 'DELETE',
    path: `/admin-api/testimonials/${(await review()).id}`,
  }),
  'PUT /admin-api/static-pages/:slug': async () => ({
    method: 'PUT',
    path: `/admin-api/static-pages/audit-${next()}`,
    json: { en: { title: 'Cookies', body: '# Cookies' } },
  }),
  'DELETE /admin-api/static-pages/:slug': async () => ({
    method: 'DELETE',
    path: `/admin-api/static-pages/${await staticPage()}`,
  }),
  'PUT /admin-api/translations/:locale': async () => ({
    method: 'PUT',
    path: '/admin-api/translations/ko',
    json: { id: (await koreanMessage()).id, text: `번역 ${next()}` },
  }),
  'POST /admin-api/translations/translate-file': async () => {
    const message = await koreanMessage();
    const po = `msgid ""\nmsgstr ""\n"Language: ko\\n"\n\nmsgid "${message.source}"\nmsgstr "가져옴 ${next()}"\n`;
    return { method: 'POST', path: '/admin-api/translations/translate-file', json: { locale: 'ko', po } };
  },
  'POST /admin-api/crud/:resource': async () => ({
    method: 'POST',
    path: '/admin-api/crud/genres',
    json: { name: `Genre ${next()}` },
  }),
  'PUT /admin-api/crud/:resource/:id': async () => ({
    method: 'PUT',
    path: `/admin-api/crud/genres/${(await genre()).id}`,
    json: { name: `Renamed ${next()}` },
  }),
  'DELETE /admin-api/crud/:resource/:id': async () => ({
    method: 'DELETE',
    path: `/admin-api/crud/genres/${(await genre()).id}`,
  }),
  'POST /admin-api/coupons': async () => ({ method: 'POST', path: '/admin-api/coupons', json: siteCoupon() }),
  'PUT /admin-api/coupons/:id': async () => ({
    method: 'PUT',
    path: `/admin-api/coupons/${await coupon()}`,
    json: { ...siteCoupon(), value: 25 },
  }),
  'DELETE /admin-api/coupons/:id': async () => ({ method: 'DELETE', path: `/admin-api/coupons/${await coupon()}` }),
  'POST /admin-api/transactions/:id/refund': async () => ({
    method: 'POST',
    path: `/admin-api/transactions/${await payment()}/refund`,
    json: { amount: 200 },
  }),
  'PUT /admin-api/commerce-settings': async () => ({
    method: 'PUT',
    path: '/admin-api/commerce-settings',
    json: { platform_fee_bps: 1000 + (unique++ % 500), holding_days: 14 },
  }),
  'PUT /admin-api/currency-rates': async () => ({
    method: 'PUT',
    path: '/admin-api/currency-rates',
    json: { rates: [{ currency: 'JPY', per_usd: 150 + (unique++ % 10) }] },
  }),
};

const send = (call: Call) =>
  t.request(call.path, {
    method: call.method,
    token: admin.token,
    ...(call.json === undefined ? {} : { json: call.json }),
  });

/**
 * A fingerprint of every table's rows, but the audit log itself and the test payment provider's own state: the
 * provider is called before the refund's transaction opens (as PayPal is), and a retry with the same request id
 * refunds once; and the refund's claim (`refund_requests`), written pending before the provider is called so
 * that refunds of one payment are serialized: when the booking then fails it stays pending, holding its amount,
 * as the record of money the provider may already have returned.
 */
const UNWATCHED = new Set(['audit_log', 'test_checkouts', 'refund_requests']);
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = (await t.deps.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    if (UNWATCHED.has(name)) continue;
    const digest = (await t.deps.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as d from ${sql.identifier(name)} r`,
    )) as unknown as { rows: { d: string }[] };
    out[name] = digest.rows[0]!.d;
  }
  return out;
}

describe('every admin write is audited', () => {
  it('has a request for every write route of /admin-api', () => {
    expect(writeRoutes.length).toBeGreaterThan(15);
    expect(Object.keys(writes).sort()).toEqual([...writeRoutes].sort());
  });

  it.each(Object.keys(writes))('%s records who, what and the values in the audit log', async (route) => {
    const call = await writes[route]!();
    const before = await t.deps.db.select({ id: auditLog.id }).from(auditLog);
    const res = await send(call);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const known = new Set(before.map((r) => r.id));
    const added = (await t.deps.db.select().from(auditLog)).filter((r) => !known.has(r.id));
    expect(added.length, `${route} wrote no audit row`).toBeGreaterThan(0);
    for (const entry of added) {
      expect(entry.actorId).toBe(admin.adminId);
      expect(entry.action).toMatch(/^[a-z_-]+\.[a-z_.-]+$/);
      expect(entry.entity).not.toBe('');
      expect(entry.before !== null || entry.after !== null, `${entry.action} keeps neither before nor after`).toBe(
        true,
      );
    }
  });

  describe('in the same transaction as the change', () => {
    // Each forced failure is logged as a bug with its stack; kept out of the test output and asserted instead.
    let errorLog: MockInstance<typeof console.error>;
    beforeAll(async () => {
      errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // From here on the audit log refuses every row: a write that is not in the audit's transaction shows.
      await t.deps.db.execute(sql`
        create function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit refused by the test'; end $$`);
      await t.deps.db.execute(
        sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
      );
    });
    afterAll(async () => {
      errorLog.mockRestore();
      await t.deps.db.execute(sql`drop trigger refuse_audit on audit_log`);
    });

    it.each(Object.keys(writes))('%s changes nothing when its audit row cannot be written', async (route) => {
      const call = await writes[route]!();
      const before = await databaseFingerprint();
      errorLog.mockClear();
      const res = await send(call);
      expect(res.status).toBe(500);
      expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('failed'));
      const after = await databaseFingerprint();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed, `${route} wrote outside its audited transaction`).toEqual([]);
    });
  });
});
