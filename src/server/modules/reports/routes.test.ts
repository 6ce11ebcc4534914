import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_REPORT_TYPE_ID } from '@shared/codes';
import { REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '@shared/limits';
import { ReportMessages, type Report, type ReportType } from '@shared/schemas/reports';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { reports, reviews } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { ensureReportTypes } from './ensure-report-types';

let t: TestApp;
let fanToken: string;
let creator: { id: number };
let creatorToken: string;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  const fan = await createUser(t.deps, { kind: 'fan' });
  fanToken = await tokenFor(t.deps, fan.id, 'api');
  creator = await createUser(t.deps, { kind: 'creator' });
  creatorToken = await tokenFor(t.deps, creator.id, 'api');
  itemId = (await createContent(t.deps, creator.id)).id;
});
afterAll(() => t.close());

const report = (json: unknown, token = fanToken) => t.request('/api/reports', { json, token });
const onItem = (id = itemId) => ({ type: 'content', id });

describe('GET /api/report-types', () => {
  it('lists the six seeded types in the applocale language, 6 being "other"', async () => {
    const res = await t.request('/api/report-types');
    expect(res.status).toBe(200);
    const { data, meta } = await body<{ data: ReportType[]; meta: { total: number } }>(res);
    expect(data.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data[0]).toEqual({ id: 1, name: 'Spam' });
    expect(data[5]).toEqual({ id: OTHER_REPORT_TYPE_ID, name: 'Other' });
    expect(meta.total).toBe(6);
    for (const [locale, other] of [
      ['ja', 'その他'],
      ['ko', '기타'],
      ['zh', '其他'],
    ] as const) {
      const localized = await body<{ data: ReportType[] }>(
        await t.request('/api/report-types', { headers: { applocale: locale } }),
      );
      expect(localized.data[5]?.name, locale).toBe(other);
    }
  });

  it('seeds idempotently', async () => {
    await ensureReportTypes(t.deps);
    const { data } = await body<{ data: ReportType[] }>(await t.request('/api/report-types'));
    expect(data).toHaveLength(6);
  });
});

describe('POST /api/reports', () => {
  it('needs a signed-in user', async () => {
    expect((await report({ body: '', report_type_id: 1, target: onItem() }, '')).status).toBe(401);
    const client = await tokenFor(t.deps, null, 'api');
    expect((await report({ body: '', report_type_id: 1, target: onItem() }, client)).status).toBe(401);
    const admin = await createUser(t.deps, { kind: 'admin' });
    const adminSite = await tokenFor(t.deps, admin.id, 'api');
    expect((await report({ body: '', report_type_id: 1, target: onItem() }, adminSite)).status).toBe(403);
    const adminBackend = await tokenFor(t.deps, admin.id, 'backend');
    expect((await report({ body: '', report_type_id: 1, target: onItem() }, adminBackend)).status).toBe(403);
  });

  it('refuses a type-6 text of 99 or 5001 characters with 422 and writes nothing', async () => {
    for (const [text, message] of [
      ['a'.repeat(REPORT_TEXT_MIN - 1), ReportMessages.textTooShort],
      ['a'.repeat(REPORT_TEXT_MAX + 1), ReportMessages.textTooLong],
      ['', ReportMessages.required],
      [' '.repeat(150), ReportMessages.required],
    ] as const) {
      const res = await report({ body: text, report_type_id: OTHER_REPORT_TYPE_ID, target: onItem() });
      expect(res.status, `${text.length}`).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'body')).toEqual([message]);
    }
    expect(await countRows(t, reports)).toBe(0);
  });

  it('accepts a type-6 text of exactly 100 and exactly 5000 characters', async () => {
    for (const length of [REPORT_TEXT_MIN, REPORT_TEXT_MAX]) {
      const item = await createContent(t.deps, creator.id);
      const text = 'é'.repeat(length);
      const res = await report({ body: text, report_type_id: OTHER_REPORT_TYPE_ID, target: onItem(item.id) });
      expect(res.status, `${length}`).toBe(201);
      const { data } = await body<{ data: Report }>(res);
      expect(data).toMatchObject({
        report_type_id: 6,
        body: text,
        target: { type: 'content', id: item.id },
        status: 'open',
      });
    }
  });

  it('counts characters, not UTF-16 units: 100 emoji are 100 characters', async () => {
    const item = await createContent(t.deps, creator.id);
    const res = await report({ body: '🎭'.repeat(REPORT_TEXT_MIN), report_type_id: 6, target: onItem(item.id) });
    expect(res.status).toBe(201);
  });

  it('accepts another type with an empty body (the dialog submits at once), or with no body at all', async () => {
    const res = await report({ body: '', report_type_id: 1, target: onItem() });
    expect(res.status).toBe(201);
    expect((await body<{ data: Report }>(res)).data).toMatchObject({ body: '', report_type_id: 1 });
    const user = await createUser(t.deps, { kind: 'fan' });
    expect((await report({ report_type_id: 2, target: { type: 'user', id: user.id } })).status).toBe(201);
  });

  it('refuses a second open report of the same target by the same user, but not by another', async () => {
    const res = await report({ body: '', report_type_id: 3, target: onItem() });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'target')).toEqual([ReportMessages.alreadyReported]);
    const other = await createUser(t.deps, { kind: 'fan' });
    expect(
      (await report({ body: '', report_type_id: 3, target: onItem() }, await tokenFor(t.deps, other.id, 'api'))).status,
    ).toBe(201);
  });

  it('tells the dialog beforehand whether this user already has an open report of the target', async () => {
    const mine = (query: string, token?: string) => t.request(`/api/reports/mine?${query}`, { method: 'GET', token });
    const reported = async (query: string, token = fanToken) =>
      (await body<{ data: { reported: boolean } }>(await mine(query, token))).data.reported;
    // The fan reported itemId in the tests above; the creator did not, and another item is new.
    expect(await reported(`type=content&id=${itemId}`)).toBe(true);
    expect(await reported(`type=content&id=${itemId}`, creatorToken)).toBe(false);
    expect(await reported(`type=user&id=${itemId}`)).toBe(false);
    expect((await mine(`type=content&id=${itemId}`)).status).toBe(401);
    const bad = await mine('type=planet&id=x', fanToken);
    expect(bad.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(bad), 'type')).toEqual([ReportMessages.targetInvalid]);
  });

  it('refuses an unknown type or target, and a malformed one, with 422 and writes nothing', async () => {
    const before = await countRows(t, reports);
    const cases: [unknown, string, string][] = [
      [{ body: '', report_type_id: 99, target: onItem() }, 'report_type_id', ReportMessages.unknownType],
      [{ body: '', report_type_id: 1, target: onItem(2_000_000) }, 'target.id', ReportMessages.unknownTarget],
      [{ body: '', report_type_id: 1, target: { type: 'review', id: 999 } }, 'target.id', ReportMessages.unknownTarget],
      [{ body: '', report_type_id: 1, target: { type: 'message', id: 1 } }, 'target.id', ReportMessages.unknownTarget],
      [
        { body: '', report_type_id: 1, target: { type: 'playlist', id: 1 } },
        'target.type',
        ReportMessages.targetInvalid,
      ],
      [{ body: '', report_type_id: 'x', target: onItem() }, 'report_type_id', ReportMessages.typeInvalid],
    ];
    for (const [json, field, message] of cases) {
      const res = await report(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field), JSON.stringify(json)).toEqual([message]);
    }
    expect(await countRows(t, reports)).toBe(before);
  });

  it('refuses reporting your own content (or yourself) with 422', async () => {
    for (const target of [onItem(), { type: 'user', id: creator.id }]) {
      const res = await report({ body: '', report_type_id: 1, target }, creatorToken);
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'target')).toEqual([ReportMessages.ownTarget]);
    }
  });

  it('reports a review', async () => {
    const author = await createUser(t.deps, { kind: 'fan' });
    const [review] = await t.deps.db
      .insert(reviews)
      .values({ authorId: author.id, targetType: 'content', targetId: itemId, title: 'Hm', body: 'Spam link' })
      .returning();
    expect((await report({ body: '', report_type_id: 1, target: { type: 'review', id: review!.id } })).status).toBe(
      201,
    );
  });

  it('translates its messages', async () => {
    const res = await t.request('/api/reports', {
      json: { body: 'short', report_type_id: 6, target: onItem() },
      token: fanToken,
      headers: { applocale: 'ja' },
    });
    expect(fieldErrors(await body<ErrorBody>(res), 'body')).toEqual(['本文は100文字以上で入力してください。']);
  });
});
