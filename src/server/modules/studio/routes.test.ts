import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { LifecycleMessages } from '@shared/content-lifecycle';
import {
  EditorMessages,
  type CreatorCalendar,
  type StudioContent,
  type StudioCounts,
  type StudioListItem,
} from '@shared/schemas/content-editor';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { collaborations, content, contentTags, follows, meetings, mediaAssets, notifications } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { addMeeting, attachMedia, createGenre, grant } from '../content/testing';
import { call, person } from '../fan/testing';
import { backgroundJobs } from '../../background-jobs';
import { publishDueContent, publishDueContentJob } from './publish-due-content';
import { settleProcessedVideo } from './settle-processed-video';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type One<T> = { data: T };

async function creatorWith(status: 'approved' | 'pending' = 'approved') {
  const user = await createUser(t.deps, { kind: 'creator', status });
  return { id: user.id, token: await tokenFor(t.deps, user.id, 'api') };
}

async function draft(token: string, type: number = ContentType.tutorialSkills, title = 'My draft') {
  const res = await call(t, 'POST', '/api/content', token, { type, title });
  expect(res.status).toBe(201);
  return (await body<One<StudioContent>>(res)).data;
}

/** A cover and (for video types) a ready main video: what publishing needs. */
async function complete(item: StudioContent, ownerId: number, video: 'ready' | 'processing' | 'failed' = 'ready') {
  await attachMedia(t.deps, { id: item.id, ownerId }, 'cover');
  return attachMedia(t.deps, { id: item.id, ownerId }, 'video', { status: video });
}

const statusOf = async (id: number) =>
  (await t.deps.db.select({ s: content.status }).from(content).where(eq(content.id, id)))[0]!.s;

describe('POST /api/content and GET /api/creator/content/:id', () => {
  it('creates a draft with the type steps, for creators only', async () => {
    const c = await creatorWith();
    const item = await draft(c.token, ContentType.feedback, '  Feedback on your solo  ');
    expect(item).toMatchObject({
      type: 7,
      status: ContentStatus.draft,
      title: 'Feedback on your solo',
      price: { amount: 0 },
      missing: ['cover', 'service'],
      needs_review: false,
    });
    expect(item.steps).toContain('service-info');
    expect(item.steps).not.toContain('meeting-info');
    const read = await call(t, 'GET', `/api/creator/content/${item.id}`, c.token);
    expect((await body<One<StudioContent>>(read)).data.id).toBe(item.id);

    const fan = await person(t);
    expect((await call(t, 'POST', '/api/content', fan.token, { type: 1, title: 'x' })).status).toBe(403);
    const bad = await call(t, 'POST', '/api/content', c.token, { type: 9, title: '' });
    expect(bad.status).toBe(422);
    const errors = await body<ErrorBody>(bad);
    expect(fieldErrors(errors, 'type')).toEqual([EditorMessages.typeInvalid]);
    expect(fieldErrors(errors, 'title')).toEqual([EditorMessages.titleRequired]);
    const other = await creatorWith();
    expect((await call(t, 'GET', `/api/creator/content/${item.id}`, other.token)).status).toBe(404);
  });
});

describe('PATCH /api/content/:id', () => {
  it('saves each step of the type and stores prices in minor units', async () => {
    const c = await creatorWith();
    const item = await draft(c.token, ContentType.multiMeetingPublicClass);
    const genre = await createGenre(t.deps, `salsa-${item.id}`, { en: 'Salsa', ja: 'サルサ' });
    const patch = (json: unknown) => call(t, 'PATCH', `/api/content/${item.id}`, c.token, json);

    expect((await patch({ step: 'general-info', title: 'Salsa week', description: 'Five evenings' })).status).toBe(200);
    expect(item.price).toEqual({ amount: 0, currency: 'USD' });
    // Prices are in the balance currency: another one is refused on the field and nothing is written.
    const foreign = await patch({ step: 'base_info', price: '12.5', currency: 'EUR' });
    expect(foreign.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(foreign), 'currency')).toEqual([EditorMessages.currencyNotBalance]);
    const unchanged = await call(t, 'GET', `/api/creator/content/${item.id}`, c.token);
    expect((await body<One<StudioContent>>(unchanged)).data.price).toEqual({ amount: 0, currency: 'USD' });

    const changed = await call(t, 'PUT', '/api/profile/balance-currency', c.token, { currency: 'EUR' });
    expect(changed.status).toBe(200);
    expect((await draft(c.token)).price).toEqual({ amount: 0, currency: 'EUR' });
    const priced = await body<One<StudioContent>>(await patch({ step: 'base_info', price: '12.5', currency: 'EUR' }));
    expect(priced.data.price).toEqual({ amount: 1250, currency: 'EUR' });
    expect(priced.data.price_text).toBe('12.50');
    // A comma as the decimal mark, as typed in much of Europe, is 12.50 too (never 1250).
    const comma = await body<One<StudioContent>>(await patch({ step: 'base_info', price: '9,90', currency: 'EUR' }));
    expect(comma.data.price).toEqual({ amount: 990, currency: 'EUR' });
    expect((await patch({ step: 'tags', tag_ids: [genre.id, genre.id] })).status).toBe(200);
    const first = new Date(Date.now() + 86_400_000);
    const withMeetings = await body<One<StudioContent>>(
      await patch({
        step: 'meeting-info',
        meetings: [
          {
            starts_at: first.toISOString(),
            ends_at: new Date(first.getTime() + 3_600_000).toISOString(),
            place: 'Hall A',
          },
          {
            starts_at: new Date(first.getTime() + 86_400_000).toISOString(),
            ends_at: new Date(first.getTime() + 90_000_000).toISOString(),
            link: 'https://meet.example/x',
            capacity: '20',
          },
        ],
      }),
    );
    expect(withMeetings.data.meetings).toHaveLength(2);
    expect(withMeetings.data.meetings[1]).toMatchObject({ capacity: 20, link: 'https://meet.example/x' });
    expect(withMeetings.data.tags.map((g) => g.id)).toEqual([genre.id]);
    expect(withMeetings.data.title).toBe('Salsa week');

    // Keeping the first meeting's id updates it in place and drops the second.
    const kept = withMeetings.data.meetings[0]!;
    const updated = await body<One<StudioContent>>(
      await patch({ step: 'meeting-info', meetings: [{ ...kept, place: 'Hall B', link: '', capacity: '' }] }),
    );
    expect(updated.data.meetings).toEqual([expect.objectContaining({ id: kept.id, place: 'Hall B' })]);
  });

  it('refuses bad fields per field and writes nothing; steps the type lacks; others items; deleted items', async () => {
    const c = await creatorWith();
    const item = await draft(c.token, ContentType.publicClass);
    const patch = (json: unknown, token = c.token) => call(t, 'PATCH', `/api/content/${item.id}`, token, json);
    const cases: [unknown, string, string][] = [
      [{ step: 'base_info', price: '1.2.3', currency: 'USD' }, 'price', EditorMessages.priceFormat],
      [{ step: 'base_info', price: '12a', currency: 'USD' }, 'price', EditorMessages.priceFormat],
      [{ step: 'base_info', price: '1.5', currency: 'JPY' }, 'price', EditorMessages.priceDigits],
      [{ step: 'base_info', price: '-5', currency: 'USD' }, 'price', EditorMessages.priceNegative],
      [{ step: 'base_info', price: '1e3', currency: 'USD' }, 'price', EditorMessages.priceExponent],
      [{ step: 'base_info', price: '12,500', currency: 'USD' }, 'price', EditorMessages.priceSeparator],
      [{ step: 'base_info', price: '1,250.00', currency: 'USD' }, 'price', EditorMessages.priceSeparator],
      [{ step: 'base_info', price: '1', currency: 'GBP' }, 'currency', EditorMessages.currencyInvalid],
      [{ step: 'general-info', title: ' ' }, 'title', EditorMessages.titleRequired],
      [{ step: 'tags', tag_ids: [2_000_000_000] }, 'tag_ids', EditorMessages.tagsUnknown],
      [{ step: 'meeting-info', meetings: [] }, 'meetings', EditorMessages.meetingsExactlyOne],
      [
        {
          step: 'meeting-info',
          meetings: [{ starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-01-01T09:00:00Z', place: 'Hall' }],
        },
        'meetings.0.ends_at',
        EditorMessages.endBeforeStart,
      ],
      [
        {
          step: 'meeting-info',
          meetings: [{ starts_at: '2030-01-01 10:00', ends_at: '2030-01-01T11:00:00Z', place: 'x' }],
        },
        'meetings.0.starts_at',
        EditorMessages.dateInvalid,
      ],
      [{ step: 'service-info', duration_minutes: '30' }, 'step', EditorMessages.stepInvalid],
      [{ step: 'media' }, 'step', EditorMessages.stepInvalid],
    ];
    for (const [json, field, message] of cases) {
      const res = await patch(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field), JSON.stringify(json)).toEqual([message]);
    }
    const wholeRes = await patch({
      step: 'meeting-info',
      meetings: [
        { starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-01-01T11:00:00Z', place: 'Hall', capacity: '2.5' },
      ],
    });
    expect(fieldErrors(await body<ErrorBody>(wholeRes), 'meetings.0.capacity')).toEqual([EditorMessages.wholeNumber]);
    const row = (await t.deps.db.select().from(content).where(eq(content.id, item.id)))[0]!;
    expect(row).toMatchObject({ priceAmount: 0, title: 'My draft' });
    expect(await countRows(t, meetings, eq(meetings.contentId, item.id))).toBe(0);
    expect(await countRows(t, contentTags, eq(contentTags.contentId, item.id))).toBe(0);

    const other = await creatorWith();
    expect((await patch({ step: 'general-info', title: 'Mine now' }, other.token)).status).toBe(404);
    await t.deps.db.update(content).set({ deletedAt: new Date() }).where(eq(content.id, item.id));
    const deleted = await patch({ step: 'general-info', title: 'Still?' });
    expect(deleted.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(deleted), 'status')).toEqual([LifecycleMessages.deleted]);
  });

  it('service info and community settings; a community includes only the owner items', async () => {
    const c = await creatorWith();
    const feedback = await draft(c.token, ContentType.feedback);
    const saved = await call(t, 'PATCH', `/api/content/${feedback.id}`, c.token, {
      step: 'service-info',
      max_video_minutes: '5',
      delivery_days: 3,
      instructions: 'Film from the front',
    });
    expect((await body<One<StudioContent>>(saved)).data.details.service).toEqual({
      max_video_minutes: 5,
      delivery_days: 3,
      instructions: 'Film from the front',
    });
    const community = await draft(c.token, ContentType.subscription);
    const others = await draft((await creatorWith()).token, ContentType.footage);
    const refused = await call(t, 'PATCH', `/api/content/${community.id}`, c.token, {
      step: 'subscription',
      billing_period: 'month',
      content_ids: [feedback.id, others.id],
    });
    expect(fieldErrors(await body<ErrorBody>(refused), 'content_ids')).toEqual([
      EditorMessages.subscriptionContentInvalid,
    ]);
    const ok = await call(t, 'PATCH', `/api/content/${community.id}`, c.token, {
      step: 'subscription',
      billing_period: 'year',
      content_ids: [feedback.id],
    });
    const data = (await body<One<StudioContent>>(ok)).data;
    expect(data.subscription_content.map((s) => s.id)).toEqual([feedback.id]);
    expect(data.details.subscription).toEqual({ billing_period: 'year' });
  });
});

describe('the lifecycle', () => {
  const put = (token: string, id: number, action: string, json?: unknown) =>
    call(t, 'PUT', `/api/content/${id}/${action}`, token, json);

  it('publish needs the required media (422 naming each), then publishes and tells followers', async () => {
    const c = await creatorWith();
    const fan = await person(t);
    await t.deps.db.insert(follows).values({ followerId: fan.id, creatorId: c.id });
    const item = await draft(c.token, ContentType.tutorialSkills);
    const refused = await put(c.token, item.id, 'publish');
    expect(refused.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(refused), 'missing')).toEqual([
      EditorMessages.missingCover,
      EditorMessages.missingVideo,
    ]);
    expect(await statusOf(item.id)).toBe(ContentStatus.draft);
    await complete(item, c.id);
    const res = await put(c.token, item.id, 'publish');
    expect(res.status).toBe(200);
    const data = (await body<One<StudioContent>>(res)).data;
    expect(data).toMatchObject({ status: ContentStatus.published, missing: [] });
    expect(data.published_at).not.toBeNull();
    expect(data.actions.publish).toBe(LifecycleMessages.alreadyPublished);
    expect(
      await countRows(t, notifications, and(eq(notifications.userId, fan.id), eq(notifications.kind, 'new-content'))),
    ).toBe(1);
    const again = await put(c.token, item.id, 'publish');
    expect(fieldErrors(await body<ErrorBody>(again), 'status')).toEqual([LifecycleMessages.alreadyPublished]);

    // Published content can be edited.
    const edit = await call(t, 'PATCH', `/api/content/${item.id}`, c.token, { step: 'general-info', title: 'Renamed' });
    expect((await body<One<StudioContent>>(edit)).data).toMatchObject({ title: 'Renamed', status: 1 });

    const other = await creatorWith();
    expect((await put(other.token, item.id, 'archivate')).status).toBe(404);
    expect((await put(c.token, 999_999, 'publish')).status).toBe(404);
  });

  it('classes need a meeting; private classes and the feedback service need their service info', async () => {
    const c = await creatorWith();
    const cls = await draft(c.token, ContentType.privateClass);
    await attachMedia(t.deps, { id: cls.id, ownerId: c.id }, 'cover');
    const res = await put(c.token, cls.id, 'publish');
    expect(fieldErrors(await body<ErrorBody>(res), 'missing')).toEqual([
      EditorMessages.missingMeetings,
      EditorMessages.missingService,
    ]);
    await addMeeting(t.deps, cls.id, new Date(Date.now() + 86_400_000));
    await call(t, 'PATCH', `/api/content/${cls.id}`, c.token, { step: 'service-info', duration_minutes: '60' });
    expect((await put(c.token, cls.id, 'publish')).status).toBe(200);
  });

  it('a transcoding video keeps the item in 0; settling moves it to 1, or 255 when the video failed', async () => {
    const c = await creatorWith();
    const item = await draft(c.token, ContentType.footage);
    const video = await complete(item, c.id, 'processing');
    const res = await put(c.token, item.id, 'publish');
    expect((await body<One<StudioContent>>(res)).data.status).toBe(ContentStatus.processing);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(mediaAssets).set({ status: 'ready' }).where(eq(mediaAssets.id, video.id));
      await settleProcessedVideo(tx, video.id, new Date());
    });
    expect(await statusOf(item.id)).toBe(ContentStatus.published);

    const failing = await draft(c.token, ContentType.footage);
    const bad = await complete(failing, c.id, 'processing');
    await put(c.token, failing.id, 'publish');
    await t.deps.db.transaction(async (tx) => {
      await tx.update(mediaAssets).set({ status: 'failed', error: 'corrupt' }).where(eq(mediaAssets.id, bad.id));
      await settleProcessedVideo(tx, bad.id, new Date());
    });
    expect(await statusOf(failing.id)).toBe(ContentStatus.transcodingFailed);
    const retry = await put(c.token, failing.id, 'publish');
    expect(fieldErrors(await body<ErrorBody>(retry), 'missing')).toEqual([EditorMessages.videoFailed]);
  });

  it('a pending creator publishes to review (4); an approval publishes it', async () => {
    const c = await creatorWith('pending');
    const item = await draft(c.token, ContentType.footage);
    expect(item.needs_review).toBe(true);
    await complete(item, c.id);
    const res = await put(c.token, item.id, 'publish');
    expect((await body<One<StudioContent>>(res)).data.status).toBe(ContentStatus.onReview);
    const { transitionContent } = await import('./transition-content');
    await expect(transitionContent(t.deps, { userId: c.id }, item.id, 'approve')).rejects.toMatchObject({
      status: 403,
    });
    const admin = await createUser(t.deps, { kind: 'admin' });
    const approved = await transitionContent(t.deps, { userId: admin.id, admin: true }, item.id, 'approve');
    expect(approved.status).toBe(ContentStatus.published);
    const blocked = await transitionContent(t.deps, { userId: admin.id, admin: true }, item.id, 'block');
    expect(blocked.status).toBe(ContentStatus.blocked);
    const edit = await call(t, 'PATCH', `/api/content/${item.id}`, c.token, { step: 'general-info', title: 'x' });
    expect(fieldErrors(await body<ErrorBody>(edit), 'status')).toEqual([LifecycleMessages.blocked]);
    const unblocked = await transitionContent(t.deps, { userId: admin.id, admin: true }, item.id, 'unblock');
    expect(unblocked.status).toBe(ContentStatus.published);
  });

  it('a pending creator item waits for its video (0), then goes to review (4) when it is ready', async () => {
    const c = await creatorWith('pending');
    const item = await draft(c.token, ContentType.footage);
    const video = await complete(item, c.id, 'processing');
    const res = await put(c.token, item.id, 'publish');
    expect((await body<One<StudioContent>>(res)).data.status).toBe(ContentStatus.processing);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(mediaAssets).set({ status: 'ready' }).where(eq(mediaAssets.id, video.id));
      await settleProcessedVideo(tx, video.id, new Date());
    });
    expect(await statusOf(item.id)).toBe(ContentStatus.onReview);
  });

  it('archive, un-archive, delete with a reason, restore; a deleted item cannot be published', async () => {
    const c = await creatorWith();
    const item = await draft(c.token, ContentType.footage);
    await complete(item, c.id);
    expect((await body<One<StudioContent>>(await put(c.token, item.id, 'archivate'))).data.archived_at).not.toBeNull();
    const archivedPublish = await put(c.token, item.id, 'publish');
    expect(fieldErrors(await body<ErrorBody>(archivedPublish), 'status')).toEqual([LifecycleMessages.archived]);
    expect(fieldErrors(await body<ErrorBody>(await put(c.token, item.id, 'archivate')), 'status')).toEqual([
      LifecycleMessages.archived,
    ]);
    expect((await body<One<StudioContent>>(await put(c.token, item.id, 'un-archivate'))).data.archived_at).toBeNull();
    expect(fieldErrors(await body<ErrorBody>(await put(c.token, item.id, 'un-archivate')), 'status')).toEqual([
      LifecycleMessages.notArchived,
    ]);

    const del = (json: unknown, token = c.token) => call(t, 'DELETE', `/api/content/${item.id}`, token, json);
    expect(
      fieldErrors(await body<ErrorBody>(await del({ id: item.id, deletion_reason: ' ' })), 'deletion_reason'),
    ).toEqual([EditorMessages.reasonRequired]);
    expect(fieldErrors(await body<ErrorBody>(await del({ id: item.id + 1, deletion_reason: 'x' })), 'id')).toEqual([
      EditorMessages.idMismatch,
    ]);
    expect((await del({ id: item.id, deletion_reason: 'x' }, (await creatorWith()).token)).status).toBe(404);
    const deleted = await body<One<StudioContent>>(await del({ id: item.id, deletion_reason: 'Old recording' }));
    expect(deleted.data).toMatchObject({ deletion_reason: 'Old recording' });
    expect(deleted.data.steps).toContain('content-deleted');
    const publish = await put(c.token, item.id, 'publish');
    expect(publish.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(publish), 'status')).toEqual([LifecycleMessages.deleted]);
    const restored = await body<One<StudioContent>>(await put(c.token, item.id, 'restore'));
    expect(restored.data).toMatchObject({ deleted_at: null, deletion_reason: null });
    expect(fieldErrors(await body<ErrorBody>(await put(c.token, item.id, 'restore')), 'status')).toEqual([
      LifecycleMessages.notDeleted,
    ]);
    expect((await put(c.token, item.id, 'publish')).status).toBe(200);
  });

  it('PUT /content/:id/published updates a published item only; others are 422 or 404 and unchanged', async () => {
    const c = await creatorWith();
    const item = await draft(c.token, ContentType.footage, 'Before');
    const edit = { step: 'general-info', title: 'After', description: 'Recut' };
    const early = await put(c.token, item.id, 'published', edit);
    expect(early.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(early), 'status')).toEqual([LifecycleMessages.notPublished]);
    expect(
      (await body<One<StudioContent>>(await call(t, 'GET', `/api/creator/content/${item.id}`, c.token))).data,
    ).toMatchObject({ title: 'Before', status: ContentStatus.draft });

    await complete(item, c.id);
    expect((await put(c.token, item.id, 'publish')).status).toBe(200);
    expect((await put((await creatorWith()).token, item.id, 'published', edit)).status).toBe(404);
    const bad = await put(c.token, item.id, 'published', { step: 'general-info', title: '' });
    expect(fieldErrors(await body<ErrorBody>(bad), 'title')).toEqual([EditorMessages.titleRequired]);
    const updated = await body<One<StudioContent>>(await put(c.token, item.id, 'published', edit));
    expect(updated.data).toMatchObject({ title: 'After', description: 'Recut', status: ContentStatus.published });

    await put(c.token, item.id, 'archivate');
    const archived = await put(c.token, item.id, 'published', { ...edit, title: 'Archived edit' });
    expect(fieldErrors(await body<ErrorBody>(archived), 'status')).toEqual([LifecycleMessages.notPublished]);
  });

  it('auto-publish: the time must be in the future; the job publishes a due item and not an early one', async () => {
    const c = await creatorWith();
    const start = Date.now();
    vi.spyOn(t.deps.clock, 'now').mockImplementation(() => start);
    try {
      const due = await draft(c.token, ContentType.footage);
      const early = await draft(c.token, ContentType.footage);
      await complete(due, c.id);
      await complete(early, c.id);
      const past = await put(c.token, due.id, 'auto-publish', { publish_at: new Date(start - 1000).toISOString() });
      expect(fieldErrors(await body<ErrorBody>(past), 'publish_at')).toEqual([EditorMessages.publishAtPast]);
      const bad = await put(c.token, due.id, 'auto-publish', { publish_at: 'tomorrow' });
      expect(fieldErrors(await body<ErrorBody>(bad), 'publish_at')).toEqual([EditorMessages.dateInvalid]);
      const scheduled = await put(c.token, due.id, 'auto-publish', {
        publish_at: new Date(start + 60_000).toISOString(),
      });
      expect((await body<One<StudioContent>>(scheduled)).data.auto_publish_at).toBe(
        new Date(start + 60_000).toISOString(),
      );
      await put(c.token, early.id, 'auto-publish', { publish_at: new Date(start + 3_600_000).toISOString() });

      // The server's worker runs the job every minute; here it is queued and drained by the same queue.
      expect(backgroundJobs).toContain(publishDueContentJob);
      expect(publishDueContentJob.cron).toBe('* * * * *');
      vi.spyOn(t.deps.clock, 'now').mockImplementation(() => start + 120_000);
      await t.deps.jobs.send(publishDueContentJob, {});
      expect(await t.deps.jobs.drain(t.deps, { only: [publishDueContentJob] })).toBe(1);
      expect(await statusOf(due.id)).toBe(ContentStatus.published);
      expect(await statusOf(early.id)).toBe(ContentStatus.draft);

      // An item that lost its required media meanwhile stays a draft and loses its schedule.
      const lost = await draft(c.token, ContentType.footage);
      const lostVideo = await complete(lost, c.id);
      await put(c.token, lost.id, 'auto-publish', { publish_at: new Date(start + 180_000).toISOString() });
      await t.deps.db.delete(mediaAssets).where(eq(mediaAssets.id, lostVideo.id));
      vi.spyOn(t.deps.clock, 'now').mockImplementation(() => start + 240_000);
      await publishDueContent(t.deps);
      const [lostRow] = await t.deps.db.select().from(content).where(eq(content.id, lost.id));
      expect(lostRow).toMatchObject({ status: ContentStatus.draft, autoPublishAt: null });

      const cancelled = await call(t, 'DELETE', `/api/content/${early.id}/auto-publish`, c.token);
      expect((await body<One<StudioContent>>(cancelled)).data.auto_publish_at).toBeNull();
      const none = await call(t, 'DELETE', `/api/content/${early.id}/auto-publish`, c.token);
      expect(fieldErrors(await body<ErrorBody>(none), 'status')).toEqual([LifecycleMessages.notScheduled]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('the creator lists and counts', () => {
  it('lists each view of the signed-in creator only, with counts per tab', async () => {
    const c = await creatorWith();
    const other = await creatorWith();
    const live = await draft(c.token, ContentType.footage, 'Live one');
    const archived = await draft(c.token, ContentType.footage, 'Archived one');
    const trashed = await draft(c.token, ContentType.footage, 'Trashed one');
    const cls = await draft(c.token, ContentType.publicClass, 'A class');
    await addMeeting(t.deps, cls.id, new Date(Date.now() + 86_400_000));
    const theirs = await draft(other.token, ContentType.publicClass, 'Their class');
    await addMeeting(t.deps, theirs.id, new Date(Date.now() + 2 * 86_400_000));
    await call(t, 'POST', `/api/content/${theirs.id}/collaborators`, other.token, { creator_id: c.id });
    await call(t, 'PUT', `/api/content/${archived.id}/archivate`, c.token);
    await call(t, 'DELETE', `/api/content/${trashed.id}`, c.token, { id: trashed.id, deletion_reason: 'x' });

    const list = async (query: string) =>
      (await body<{ data: StudioListItem[] }>(await call(t, 'GET', `/api/creator/content?${query}`, c.token))).data;
    expect((await list('view=all')).map((i) => i.id).sort()).toEqual([live.id, cls.id].sort());
    expect((await list('view=archived')).map((i) => i.id)).toEqual([archived.id]);
    expect((await list('view=trashed')).map((i) => i.id)).toEqual([trashed.id]);
    expect(await list('view=collaborations')).toEqual([
      expect.objectContaining({ id: theirs.id, collaboration_status: 0 }),
    ]);
    expect((await list('view=calendar')).map((i) => i.id)).toEqual([cls.id]);
    expect((await list('view=all&type=3')).map((i) => i.id)).toEqual([cls.id]);
    expect((await list('view=all&search=live')).map((i) => i.id)).toEqual([live.id]);
    expect((await call(t, 'GET', '/api/creator/content?view=nope', c.token)).status).toBe(422);

    // The dashboard's piles ask by status: only the creator's own live items in those statuses.
    await t.deps.db.update(content).set({ status: ContentStatus.transcodingFailed }).where(eq(content.id, live.id));
    expect((await list('view=all&status=2')).map((i) => i.id)).toEqual([cls.id]);
    expect((await list('view=all&status=0,255')).map((i) => i.id)).toEqual([live.id]);
    expect(await list('view=all&status=4')).toEqual([]);
    expect((await list('view=trashed&status=2')).map((i) => i.id)).toEqual([trashed.id]);
    for (const bad of ['9', '2,x', '', '1.5']) {
      const res = await call(t, 'GET', `/api/creator/content?status=${bad}`, c.token);
      expect(res.status, bad).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'status'), bad).toEqual([EditorMessages.statusInvalid]);
    }

    const counts = (await body<One<StudioCounts>>(await call(t, 'GET', '/api/creator/content/counts', c.token))).data;
    expect(counts).toEqual({ all: 2, collaborations: 1, calendar: 1, archived: 1, trashed: 1, invitations: 1 });
    // The public list is unchanged: drafts never appear there.
    const publicList = await body<{ data: { id: number }[] }>(
      await call(t, 'GET', `/api/content?filter[owner_id]=${c.id}`),
    );
    expect(publicList.data).toEqual([]);
  });
});

describe('collaborations', () => {
  it('invite, reply (only the invitee, only from pending), participants, remove', async () => {
    const owner = await creatorWith();
    const invitee = await creatorWith();
    const stranger = await creatorWith();
    const fan = await person(t);
    const item = await draft(owner.token, ContentType.footage);
    const invite = (json: unknown, token = owner.token) =>
      call(t, 'POST', `/api/content/${item.id}/collaborators`, token, json);
    expect(fieldErrors(await body<ErrorBody>(await invite({ creator_id: owner.id })), 'creator_id')).toEqual([
      EditorMessages.collaboratorSelf,
    ]);
    expect(fieldErrors(await body<ErrorBody>(await invite({ creator_id: fan.id })), 'creator_id')).toEqual([
      EditorMessages.collaboratorNotCreator,
    ]);
    expect((await invite({ creator_id: invitee.id }, stranger.token)).status).toBe(404);
    const invited = await invite({ creator_id: invitee.id });
    expect(invited.status).toBe(201);
    expect((await body<One<StudioContent>>(invited)).data.collaborators).toEqual([
      expect.objectContaining({ id: invitee.id, collaboration_status: 0 }),
    ]);
    expect(fieldErrors(await body<ErrorBody>(await invite({ creator_id: invitee.id })), 'creator_id')).toEqual([
      EditorMessages.collaboratorDuplicate,
    ]);
    expect(
      await countRows(
        t,
        notifications,
        and(eq(notifications.userId, invitee.id), eq(notifications.kind, 'collaboration-invite')),
      ),
    ).toBe(1);

    const reply = (token: string, status: unknown) =>
      call(t, 'PUT', `/api/content/${item.id}/collaboration/reply`, token, { status });
    expect((await reply(stranger.token, 1)).status).toBe(404);
    expect((await reply(owner.token, 1)).status).toBe(404);
    expect(fieldErrors(await body<ErrorBody>(await reply(invitee.token, 0)), 'status')).toEqual([
      EditorMessages.replyStatusInvalid,
    ]);
    const accepted = await reply(invitee.token, 1);
    expect((await body<One<unknown>>(accepted)).data).toEqual({ content_id: item.id, collaboration_status: 1 });
    expect(fieldErrors(await body<ErrorBody>(await reply(invitee.token, 2)), 'status')).toEqual([
      EditorMessages.replyNotPending,
    ]);
    const invitations = await body<{ data: StudioListItem[] }>(
      await call(t, 'GET', '/api/creator/collaborations?status=1', invitee.token),
    );
    expect(invitations.data.map((i) => i.id)).toEqual([item.id]);

    // Accepted collaborators appear as participants on the content page once it is published.
    await complete(item, owner.id);
    await call(t, 'PUT', `/api/content/${item.id}/publish`, owner.token);
    const page = await body<{ data: { participants: { id: number }[] } }>(
      await call(t, 'GET', `/api/content/${item.id}?expand=participants`),
    );
    expect(page.data.participants.map((p) => p.id)).toEqual([invitee.id]);

    expect((await call(t, 'DELETE', `/api/content/${item.id}/collaborators/${stranger.id}`, owner.token)).status).toBe(
      404,
    );
    const removed = await call(t, 'DELETE', `/api/content/${item.id}/collaborators/${invitee.id}`, owner.token);
    expect((await body<One<StudioContent>>(removed)).data.collaborators).toEqual([]);
    expect(await countRows(t, collaborations, eq(collaborations.contentId, item.id))).toBe(0);
  });
});

describe('a declined invitation', () => {
  it('is not a participant, tells the owner, and may be sent again', async () => {
    const owner = await creatorWith();
    const invitee = await creatorWith();
    const item = await draft(owner.token, ContentType.footage);
    await complete(item, owner.id);
    await call(t, 'PUT', `/api/content/${item.id}/publish`, owner.token);
    await call(t, 'POST', `/api/content/${item.id}/collaborators`, owner.token, { creator_id: invitee.id });
    const reply = (status: number) =>
      call(t, 'PUT', `/api/content/${item.id}/collaboration/reply`, invitee.token, { status });

    const declined = await reply(2);
    expect((await body<One<unknown>>(declined)).data).toEqual({ content_id: item.id, collaboration_status: 2 });
    expect(
      await countRows(
        t,
        notifications,
        and(eq(notifications.userId, owner.id), eq(notifications.kind, 'collaboration-reply')),
      ),
    ).toBe(1);
    expect(fieldErrors(await body<ErrorBody>(await reply(1)), 'status')).toEqual([EditorMessages.replyNotPending]);
    const page = async () =>
      (
        await body<{ data: { participants: { id: number }[] } }>(
          await call(t, 'GET', `/api/content/${item.id}?expand=participants`),
        )
      ).data.participants.map((p) => p.id);
    expect(await page()).toEqual([]);
    const mine = async (status: number) =>
      (
        await body<{ data: StudioListItem[] }>(
          await call(t, 'GET', `/api/creator/collaborations?status=${status}`, invitee.token),
        )
      ).data.map((i) => i.id);
    expect(await mine(2)).toEqual([item.id]);
    expect(await mine(0)).toEqual([]);

    // Asked again: pending once more, and this time accepted.
    const again = await call(t, 'POST', `/api/content/${item.id}/collaborators`, owner.token, {
      creator_id: invitee.id,
    });
    expect(again.status).toBe(201);
    expect(await mine(0)).toEqual([item.id]);
    expect((await reply(1)).status).toBe(200);
    expect(await page()).toEqual([invitee.id]);
    const studio = await body<One<StudioContent>>(await call(t, 'GET', `/api/creator/content/${item.id}`, owner.token));
    expect(studio.data.collaborators).toEqual([expect.objectContaining({ id: invitee.id, collaboration_status: 1 })]);
  });
});

describe('GET /api/content/calendar', () => {
  it('returns own and accepted meetings overlapping the range, with bookings', async () => {
    const c = await creatorWith();
    const other = await creatorWith();
    const fan = await person(t);
    const mine = await draft(c.token, ContentType.publicClass, 'Mine');
    const theirs = await draft(other.token, ContentType.multiMeetingPublicClass, 'Theirs');
    const declined = await draft(other.token, ContentType.publicClass, 'Declined');
    await addMeeting(t.deps, mine.id, new Date('2031-03-10T10:00:00Z'));
    await addMeeting(t.deps, mine.id, new Date('2031-04-10T10:00:00Z'));
    await addMeeting(t.deps, theirs.id, new Date('2031-03-15T23:30:00Z'));
    await addMeeting(t.deps, declined.id, new Date('2031-03-12T10:00:00Z'));
    await t.deps.db.insert(collaborations).values([
      { contentId: theirs.id, creatorId: c.id, status: 1 },
      { contentId: declined.id, creatorId: c.id, status: 2 },
    ]);
    await grant(t.deps, fan.id, mine.id);

    const res = await call(t, 'GET', '/api/content/calendar?from=2031-03-01&to=2031-03-15', c.token);
    expect(res.status).toBe(200);
    const cal = (await body<One<CreatorCalendar>>(res)).data;
    expect(cal.meetings.map((m) => [m.title, m.role, m.bookings_count])).toEqual([
      ['Mine', 'owner', 1],
      ['Theirs', 'collaborator', 0],
    ]);
    expect(cal.bookings).toEqual([
      expect.objectContaining({ content_id: mine.id, fan: expect.objectContaining({ id: fan.id }) }),
    ]);

    const bad = await call(t, 'GET', '/api/content/calendar?from=2031-03-15&to=2031-03-01', c.token);
    expect(fieldErrors(await body<ErrorBody>(bad), 'to')).toEqual([EditorMessages.rangeInvalid]);
    const long = await call(t, 'GET', '/api/content/calendar?from=2031-01-01&to=2031-12-31', c.token);
    expect(fieldErrors(await body<ErrorBody>(long), 'to')).toEqual([EditorMessages.rangeTooLong]);
    expect((await call(t, 'GET', '/api/content/calendar?from=2031-01-01&to=2031-01-02', fan.token)).status).toBe(403);
  });
});
