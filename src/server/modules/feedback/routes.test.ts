import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import { FeedbackMessages, type FeedbackService, type FeedbackSubmission } from '@shared/schemas/feedback';
import { createTestApp } from '@tests/support/harness';
import { content, entitlements, feedbackComments, feedbackSubmissions, mediaAssets } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent, grant } from '../content/testing';
import { call, person } from '../fan/testing';
import { filesRoot } from '../../services/storage/files-root';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type One<T> = { data: T };

/** A fan's own uploaded video, as MEDIA's completed upload leaves it. */
async function ownVideo(ownerId: number, durationSeconds = 30) {
  const [asset] = await t.deps.db
    .insert(mediaAssets)
    .values({
      ownerId,
      kind: 'video',
      storageKey: `private/videos/feedback-${ownerId}-${Math.random().toString(36).slice(2)}/master.m3u8`,
      mimeType: 'application/vnd.apple.mpegurl',
      status: 'ready',
      durationSeconds,
    })
    .returning();
  return asset!;
}

async function service() {
  const creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { type: ContentType.feedback, price: 2000 });
  return { creator, item };
}

describe('the feedback service', () => {
  it('a buyer sends a video; the creator comments at moments; both read it, nobody else', async () => {
    const { creator, item } = await service();
    const buyer = await person(t);
    const stranger = await person(t);
    await grant(t.deps, buyer.id, item.id);
    const video = await ownVideo(buyer.id);

    const sent = await call(t, 'POST', `/api/content/${item.id}/feedback`, buyer.token, {
      asset_id: video.id,
      note: 'My turns feel slow',
    });
    expect(sent.status).toBe(201);
    const submission = (await body<One<FeedbackSubmission>>(sent)).data;
    expect(submission).toMatchObject({
      content: { id: item.id },
      fan: { id: buyer.id },
      note: 'My turns feel slow',
      video: { id: video.id, status: 1, url: expect.stringContaining(`/media/v/${video.id}/`) },
      comments: [],
      is_creator: false,
    });

    const comment = (json: unknown, token = creator.token) =>
      call(t, 'POST', `/api/feedback/${submission.id}/comments`, token, json);
    expect((await comment({ at_ms: 12_500, body: 'Spot here' })).status).toBe(201);
    const withTwo = await body<One<FeedbackSubmission>>(await comment({ at_ms: 3_000, body: 'Posture' }));
    expect(withTwo.data.comments.map((c) => c.at_ms)).toEqual([3_000, 12_500]);
    expect(withTwo.data.is_creator).toBe(true);
    expect(fieldErrors(await body<ErrorBody>(await comment({ at_ms: 31_000, body: 'x' })), 'at_ms')).toEqual([
      FeedbackMessages.atBeyondVideo,
    ]);
    expect(fieldErrors(await body<ErrorBody>(await comment({ at_ms: -1, body: ' ' })), 'body')).toEqual([
      FeedbackMessages.commentRequired,
    ]);
    expect((await comment({ at_ms: 1, body: 'me too' }, buyer.token)).status).toBe(403);
    expect((await comment({ at_ms: 1, body: 'hello' }, (await person(t, 'creator')).token)).status).toBe(404);

    const fanView = await body<One<FeedbackSubmission>>(
      await call(t, 'GET', `/api/feedback/${submission.id}`, buyer.token),
    );
    expect(fanView.data.comments.map((c) => c.body)).toEqual(['Posture', 'Spot here']);
    expect((await call(t, 'GET', `/api/feedback/${submission.id}`, stranger.token)).status).toBe(404);
    expect((await call(t, 'GET', `/api/feedback/${submission.id}`)).status).toBe(401);

    const mine = await body<One<FeedbackSubmission[]>>(
      await call(t, 'GET', `/api/content/${item.id}/feedback`, buyer.token),
    );
    expect(mine.data.map((s) => s.id)).toEqual([submission.id]);
    const others = await body<One<FeedbackSubmission[]>>(
      await call(t, 'GET', `/api/content/${item.id}/feedback`, stranger.token),
    );
    expect(others.data).toEqual([]);
    const inbox = await body<{ data: FeedbackSubmission[]; meta: { total: number } }>(
      await call(t, 'GET', '/api/creator/feedback', creator.token),
    );
    expect(inbox.data.map((s) => s.id)).toEqual([submission.id]);
    expect(inbox.meta.total).toBe(1);

    // The video plays through /media/v for the fan and the creator only (signed grant or bearer token).
    const file = path.join(filesRoot(t.deps.config), video.storageKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '#EXTM3U\n');
    expect((await t.request(fanView.data.video.url!, { method: 'GET' })).status).toBe(200);
    const entry = fanView.data.video.url!.split('?')[0]!;
    expect((await t.request(entry, { method: 'GET', token: creator.token })).status).toBe(200);
    expect((await t.request(entry, { method: 'GET', token: stranger.token })).status).toBe(404);

    const first = withTwo.data.comments[0]!;
    const afterDelete = await call(t, 'DELETE', `/api/feedback/${submission.id}/comments/${first.id}`, creator.token);
    expect((await body<One<FeedbackSubmission>>(afterDelete)).data.comments).toHaveLength(1);
    const answered = await call(t, 'PUT', `/api/feedback/${submission.id}/answered`, creator.token);
    expect((await body<One<FeedbackSubmission>>(answered)).data.answered_at).not.toBeNull();
    expect(await countRows(t, feedbackComments, eq(feedbackComments.submissionId, submission.id))).toBe(1);
  });

  it('refuses a fan who did not buy it, another person video, a reused video, a non-feedback item', async () => {
    const { item, creator } = await service();
    const fan = await person(t);
    const video = await ownVideo(fan.id);
    const send = (json: unknown, token = fan.token, id = item.id) =>
      call(t, 'POST', `/api/content/${id}/feedback`, token, json);
    const notBought = await send({ asset_id: video.id });
    expect(notBought.status).toBe(403);
    await grant(t.deps, fan.id, item.id);
    const someoneElses = await ownVideo(creator.id);
    expect(fieldErrors(await body<ErrorBody>(await send({ asset_id: someoneElses.id })), 'asset_id')).toEqual([
      FeedbackMessages.assetNotVideo,
    ]);
    expect((await send({ asset_id: video.id })).status).toBe(201);
    expect(fieldErrors(await body<ErrorBody>(await send({ asset_id: video.id })), 'asset_id')).toEqual([
      FeedbackMessages.assetUsed,
    ]);
    const footage = await createContent(t.deps, creator.id, { type: ContentType.footage });
    await grant(t.deps, fan.id, footage.id);
    const wrongType = await send({ asset_id: (await ownVideo(fan.id)).id }, fan.token, footage.id);
    expect(fieldErrors(await body<ErrorBody>(wrongType), 'content_id')).toEqual([FeedbackMessages.notFeedback]);
    expect((await send({ asset_id: video.id }, fan.token, 999_999)).status).toBe(404);
    expect(await countRows(t, feedbackSubmissions, eq(feedbackSubmissions.fanId, fan.id))).toBe(1);
  });
});

describe('the service as the fan reads it before sending', () => {
  it("answers the creator's instructions, the longest video and the answer time; 404 for other types", async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { type: ContentType.feedback, price: 2000 });
    await t.deps.db
      .update(content)
      .set({ details: { service: { max_video_minutes: 5, delivery_days: 3, instructions: 'Film from the front.' } } })
      .where(eq(content.id, item.id));
    const fan = await person(t);
    const res = await call(t, 'GET', `/api/content/${item.id}/feedback/service`, fan.token);
    expect(res.status).toBe(200);
    expect((await body<One<FeedbackService>>(res)).data).toEqual({
      instructions: 'Film from the front.',
      max_video_minutes: 5,
      delivery_days: 3,
    });
    const other = await createContent(t.deps, creator.id, { type: ContentType.footage });
    expect((await call(t, 'GET', `/api/content/${other.id}/feedback/service`, fan.token)).status).toBe(404);
  });
});

describe('a refunded request', () => {
  it('says so to the fan and the creator', async () => {
    const { creator, item } = await service();
    const buyer = await person(t);
    await grant(t.deps, buyer.id, item.id);
    const video = await ownVideo(buyer.id);
    const sent = await body<One<FeedbackSubmission>>(
      await call(t, 'POST', `/api/content/${item.id}/feedback`, buyer.token, { asset_id: video.id }),
    );
    expect(sent.data.refunded).toBe(false);
    // The purchase was refunded: its access is revoked.
    await t.deps.db
      .update(entitlements)
      .set({ revokedAt: new Date() })
      .where(and(eq(entitlements.userId, buyer.id), eq(entitlements.contentId, item.id)));
    for (const token of [buyer.token, creator.token]) {
      const res = await call(t, 'GET', `/api/feedback/${sent.data.id}`, token);
      expect((await body<One<FeedbackSubmission>>(res)).data.refunded).toBe(true);
    }
  });
});
