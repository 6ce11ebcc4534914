import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { EditorMessages, type OnboardingResult, type StudioContent } from '@shared/schemas/content-editor';
import { createTestApp } from '@tests/support/harness';
import { userGenres, users } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createGenre } from '../content/testing';
import { call, person } from '../fan/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onboard = (token: string | undefined, json: unknown) => call(t, 'POST', '/api/creator/onboarding', token, json);

describe('POST /api/creator/onboarding', () => {
  it('turns a fan into a pending creator who drafts, and whose publishing goes to review', async () => {
    const fan = await person(t);
    const genre = await createGenre(t.deps, `hiphop-${fan.id}`, { en: 'Hip hop' });
    const res = await onboard(fan.token, { role: 3, name: ' Mika ', bio: 'Dancer from Osaka', genre_ids: [genre.id] });
    expect(res.status).toBe(200);
    expect((await body<{ data: OnboardingResult }>(res)).data).toEqual({
      id: fan.id,
      kind: 'creator',
      role: 3,
      status: 'pending',
      needs_review: true,
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, fan.id));
    expect(row).toMatchObject({
      kind: 'creator',
      creatorRole: 3,
      name: 'Mika',
      bio: 'Dancer from Osaka',
      status: 'pending',
    });
    expect(await countRows(t, userGenres, eq(userGenres.userId, fan.id))).toBe(1);

    // The same token now carries the creator permission: a draft, then publishing waits on review.
    const created = await call(t, 'POST', '/api/content', fan.token, { type: ContentType.footage, title: 'First' });
    const item = (await body<{ data: StudioContent }>(created)).data;
    await attachMedia(t.deps, { id: item.id, ownerId: fan.id }, 'cover');
    await attachMedia(t.deps, { id: item.id, ownerId: fan.id }, 'video');
    const published = await call(t, 'PUT', `/api/content/${item.id}/publish`, fan.token);
    expect((await body<{ data: StudioContent }>(published)).data.status).toBe(ContentStatus.onReview);
  });

  it('lets an approved creator finish their sign-up and keep their status', async () => {
    const creator = await person(t, 'creator');
    const res = await onboard(creator.token, { role: 2, name: 'Organizer Ko' });
    expect((await body<{ data: OnboardingResult }>(res)).data).toMatchObject({
      role: 2,
      status: 'approved',
      needs_review: false,
    });
  });

  it('refuses bad fields and writes nothing; needs a signed-in site user', async () => {
    const fan = await person(t);
    const res = await onboard(fan.token, { role: 4, name: '', genre_ids: [1.5] });
    expect(res.status).toBe(422);
    const errors = await body<ErrorBody>(res);
    expect(fieldErrors(errors, 'role')).toEqual([EditorMessages.roleInvalid]);
    expect(fieldErrors(errors, 'genre_ids.0')).toEqual([EditorMessages.idsInvalid]);
    const unknown = await onboard(fan.token, { role: 1, name: 'A', genre_ids: [2_000_000_000] });
    expect(fieldErrors(await body<ErrorBody>(unknown), 'genre_ids')).toEqual([EditorMessages.tagsUnknown]);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, fan.id));
    expect(row?.kind).toBe('fan');
    expect((await onboard(undefined, { role: 1, name: 'A' })).status).toBe(401);
  });
});
