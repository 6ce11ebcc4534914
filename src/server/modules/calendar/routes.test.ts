import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryMessages, type CalendarEvent, type CalendarFeedUrl } from '@shared/schemas/search';
import { createTestApp } from '@tests/support/harness';
import { blocks, follows, meetings } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent, grant } from '../content/testing';
import { person } from '../fan/testing';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY);
const day = (days: number) => at(days).toISOString().slice(0, 10);
const ids: Record<string, number> = {};
const meetingIds: Record<string, number> = {};
let fan: { id: number; token: string };
const TRICKY = 'Salsa, Bachata; Kizomba\nNight \\ special';
const LONG = 'ダンス'.repeat(40);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://stagepass.example' } });
  const d = t.deps;
  fan = await person(t, 'fan');
  const followed = await person(t, 'creator');
  const other = await person(t, 'creator');
  const blocked = await person(t, 'creator');
  await d.db.insert(follows).values([
    { followerId: fan.id, creatorId: followed.id },
    { followerId: fan.id, creatorId: blocked.id },
  ]);
  await d.db.insert(blocks).values({ blockerId: fan.id, blockedId: blocked.id });

  const add = async (
    key: string,
    ownerId: number,
    item: Parameters<typeof createContent>[2],
    inDays: number[],
    where = 'Studio 5, Tokyo',
  ) => {
    ids[key] = (await createContent(d, ownerId, item)).id;
    for (const [i, offset] of inDays.entries()) {
      const [row] = await d.db
        .insert(meetings)
        .values({
          contentId: ids[key]!,
          startsAt: at(offset),
          endsAt: new Date(at(offset).getTime() + HOUR),
          place: where,
          link: 'https://meet.example/x',
        })
        .returning();
      meetingIds[i === 0 ? key : `${key}${i}`] = row!.id;
    }
  };
  await add('booked', other.id, { type: 4, title: TRICKY, price: 2000 }, [3]);
  await add('bookedPast', other.id, { type: 3, title: LONG, price: 1000 }, [-2]);
  await add('followedPaid', followed.id, { type: 3, title: 'Followed paid class', price: 1500 }, [2], 'Secret Hall');
  await add('followedFree', followed.id, { type: 8, title: 'Followed free series', price: 0 }, [1, 4]);
  await add('followedPast', followed.id, { type: 3, title: 'Followed past class', price: 0 }, [-2]);
  await add('followedPrivate', followed.id, { type: 4, title: 'Followed private class' }, [2]);
  await add('followedDraft', followed.id, { type: 3, title: 'Followed draft', status: 2 }, [2]);
  await add('followedFar', followed.id, { type: 3, title: 'Followed far away' }, [70]);
  await add('notFollowed', other.id, { type: 3, title: 'Not followed' }, [2]);
  await add('blockedBooked', blocked.id, { type: 3, title: 'By a blocked creator' }, [2]);
  await add('revoked', other.id, { type: 3, title: 'Refunded' }, [2]);
  await grant(d, fan.id, ids.booked!);
  await grant(d, fan.id, ids.bookedPast!);
  await grant(d, fan.id, ids.blockedBooked!);
  await grant(d, fan.id, ids.revoked!, { revokedAt: new Date() });
});
afterAll(() => t.close());

async function calendar(from: string, to: string, token = fan.token) {
  return t.request(`/api/feed/calendar?from=${from}&to=${to}`, { token });
}

describe('GET /api/feed/calendar', () => {
  it('holds booked classes and followed creators’ upcoming public classes, in time order', async () => {
    const res = await calendar(day(-3), day(5));
    expect(res.status).toBe(200);
    const { data } = await body<{ data: CalendarEvent[] }>(res);
    expect(data.map((e) => e.meeting_id)).toEqual([
      meetingIds.bookedPast,
      meetingIds.followedFree,
      meetingIds.followedPaid,
      meetingIds.booked,
      meetingIds.followedFree1,
    ]);
    const booked = data.find((e) => e.content_id === ids.booked)!;
    expect(booked).toEqual({
      meeting_id: meetingIds.booked,
      content_id: ids.booked,
      title: TRICKY,
      type: 4,
      starts_at: at(3).toISOString(),
      ends_at: new Date(at(3).getTime() + HOUR).toISOString(),
      place: 'Studio 5, Tokyo',
      link: 'https://meet.example/x',
      owner: expect.objectContaining({ id: expect.any(Number), login: expect.any(String) }),
      booked: true,
    });
    expect(booked.owner).not.toHaveProperty('email');
  });

  it('hides place and link of a followed class the fan has not booked, unless it is free', async () => {
    const { data } = await body<{ data: CalendarEvent[] }>(await calendar(day(-3), day(5)));
    expect(data.find((e) => e.content_id === ids.followedPaid)).toMatchObject({
      booked: false,
      place: null,
      link: null,
    });
    expect(data.find((e) => e.content_id === ids.followedFree)).toMatchObject({
      booked: false,
      place: 'Studio 5, Tokyo',
    });
  });

  it('answers only the requested days', async () => {
    const { data } = await body<{ data: CalendarEvent[] }>(await calendar(day(1), day(2)));
    expect(data.map((e) => e.content_id)).toEqual([ids.followedFree, ids.followedPaid]);
    const far = await body<{ data: CalendarEvent[] }>(await calendar(day(60), day(75)));
    expect(far.data.map((e) => e.content_id)).toEqual([ids.followedFar]);
  });

  it('refuses a reversed range, more than 62 days, or a bad date with 422', async () => {
    expect((await calendar('2025-03-01', '2025-05-01')).status).toBe(200);
    const cases: [string, string, string, string][] = [
      ['2025-03-10', '2025-03-09', 'to', DiscoveryMessages.rangeReversed],
      ['2025-03-01', '2025-05-02', 'to', DiscoveryMessages.rangeTooLong],
      ['2025-02-30', '2025-03-02', 'from', DiscoveryMessages.dateInvalid],
      ['2025-3-1', '2025-03-02', 'from', DiscoveryMessages.dateInvalid],
    ];
    for (const [from, to, field, message] of cases) {
      const res = await calendar(from, to);
      expect(res.status, `${from}..${to}`).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field)).toEqual([message]);
    }
    expect((await t.request('/api/feed/calendar', { token: fan.token })).status).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request(`/api/feed/calendar?from=${day(0)}&to=${day(1)}`)).status).toBe(401);
  });
});

const pathOf = (url: string) => new URL(url).pathname;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the private ICS feed', () => {
  let firstUrl: string;

  it('is created on first use and its URL shown only then', async () => {
    const res = await t.request('/api/calendar/feed-url', { token: fan.token });
    expect(res.status).toBe(200);
    const { data } = await body<{ data: CalendarFeedUrl }>(res);
    expect(data.url).toMatch(/^https:\/\/stagepass\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    firstUrl = data.url!;
    const again = await body<{ data: CalendarFeedUrl }>(
      await t.request('/api/calendar/feed-url', { token: fan.token }),
    );
    expect(again.data).toEqual({ url: null, created_at: data.created_at });
  });

  it('serves an RFC 5545 calendar with escaped, folded text and a reminder an hour before', async () => {
    const res = await t.request(pathOf(firstUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);

    const lines = unfold(text).split('\r\n');
    // The feed spans the last month and the coming year, so the class 70 days ahead is in it too.
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(6);
    expect(lines).toContain(`UID:meeting-${meetingIds.booked}@stagepass.example`);
    expect(lines).toContain('SUMMARY:Salsa\\, Bachata\\; Kizomba\\nNight \\\\ special');
    expect(lines).toContain('LOCATION:Studio 5\\, Tokyo');
    expect(lines).toContain(`SUMMARY:${LONG}`);
    expect(lines).toContain(
      `DTSTART:${at(3)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(lines.filter((l) => l.startsWith('DTSTAMP:')).every((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines.filter((l) => l === 'TRIGGER:-PT1H')).toHaveLength(6);
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(6);
    expect(lines).toContain(`URL:https://stagepass.example/en/fan/feed/${ids.booked}`);

    const paid = text.slice(text.indexOf('SUMMARY:Followed paid class'));
    expect(paid.slice(0, paid.indexOf('END:VEVENT'))).not.toContain('LOCATION');
    expect(text).not.toContain('Secret Hall');
    expect(text).not.toContain('By a blocked creator');
  });

  it('rotates: a new URL works and the old one stops working', async () => {
    const res = await t.request('/api/calendar/feed-url/rotate', { method: 'POST', token: fan.token });
    expect(res.status).toBe(200);
    const { data } = await body<{ data: CalendarFeedUrl }>(res);
    expect(data.url).not.toBe(firstUrl);
    expect((await t.request(pathOf(firstUrl))).status).toBe(404);
    expect((await t.request(pathOf(data.url!))).status).toBe(200);
  });

  it('is a 404 for an unknown token and a 401 for the URL without a user', async () => {
    expect((await t.request('/calendar/not-a-real-token-at-all.ics')).status).toBe(404);
    expect((await t.request('/api/calendar/feed-url')).status).toBe(401);
    expect((await t.request('/api/calendar/feed-url/rotate', { method: 'POST' })).status).toBe(401);
  });

  it('gives another fan a feed of their own', async () => {
    const other = await person(t, 'fan');
    const { data } = await body<{ data: CalendarFeedUrl }>(
      await t.request('/api/calendar/feed-url', { token: other.token }),
    );
    const text = await (await t.request(pathOf(data.url!))).text();
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});
