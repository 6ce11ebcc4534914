import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS } from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { ProfileMessages } from '@shared/schemas/profile';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { favorites, follows, genres, hobbies, mediaAssets, userGenres, users } from '../../db/schema';
import { createContent } from '../content/testing';
import { Messages } from '../../http/errors';
import {
  body,
  countRows,
  fieldErrors,
  getProfile,
  login,
  PASSWORD,
  signIn,
  type AuthBody,
  type ErrorBody,
  type TestApp,
} from '../auth/testing';

let t: TestApp;
let dance: number;
let jazz: number;
let cooking: number;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const g = await t.deps.db
    .insert(genres)
    .values([
      { slug: 'test-street-dance', name: 'Street dance', names: { ja: 'ストリートダンス', ko: '스트리트 댄스' } },
      { slug: 'test-jazz', name: 'Jazz' },
    ])
    .returning();
  [dance, jazz] = g.map((row) => row.id) as [number, number];
  const [h] = await t.deps.db
    .insert(hobbies)
    .values({ slug: 'test-cooking', name: 'Cooking', names: { ja: '料理' } })
    .returning();
  cooking = h!.id;
});
afterAll(() => t.close());

let n = 0;
/** An image asset as an upload leaves it, and the URL the profile names it by. */
async function uploadedImage(ownerId: number, storageKey: string): Promise<string> {
  await t.deps.db.insert(mediaAssets).values({ ownerId, kind: 'image', storageKey, mimeType: 'image/png' });
  return `/media/${storageKey}`;
}

async function person(kind: 'fan' | 'creator' | 'admin' = 'fan') {
  const login = `person${++n}`;
  const user = await createUser(t.deps, {
    kind,
    email: `${login}@example.test`,
    login,
    password: PASSWORD,
    ...(kind === 'creator' ? { role: 2 } : {}),
  });
  const token = await tokenFor(t.deps, user.id, 'api');
  return { user, token, email: `${login}@example.test`, login };
}

const edit = (token: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('/api/profile', { method: 'PUT', token, json, headers });
const profileOf = async (token: string, headers: Record<string, string> = {}) =>
  (await body<AuthBody>(await t.request('/api/profile', { method: 'GET', token, headers }))).data!;

describe('GET /api/profile', () => {
  it('returns the signed-in user in full, and only them', async () => {
    const a = await person();
    const b = await person('creator');
    const me = await profileOf(a.token);
    expect(me).toEqual({
      id: a.user.id,
      email: a.email,
      login: a.login,
      name: expect.any(String),
      bio: '',
      avatar: null,
      email_verified_at: null,
      preferred_locale: 'en',
      preferred_currency: 'USD',
      balance_currency: 'USD',
      kind: 'fan',
      creator_role: null,
      status: 'approved',
      permissions: ['user-access', 'sign-in-access'],
      genres: [],
      hobbies: [],
      social_links: [],
      unread_chat_message_notifications_count: 0,
      unread_notifications_count: 0,
    });
    expect((await profileOf(b.token)).id).toBe(b.user.id);
    expect(JSON.stringify(me)).not.toMatch(/argon2|password/);
  });

  it('refuses without a user token', async () => {
    expect((await t.request('/api/profile', { method: 'GET' })).status).toBe(401);
    expect((await getProfile(t, await tokenFor(t.deps, null, 'api'))).status).toBe(401);
    expect((await getProfile(t, 'made-up-token')).status).toBe(401);
  });

  it('names genres and hobbies in the request language, falling back to English', async () => {
    const a = await person();
    expect(
      (await edit(a.token, { name: 'A', login: a.login, bio: '', genres: [dance, jazz], hobbies: [cooking] })).status,
    ).toBe(200);
    const ja = await profileOf(a.token, { applocale: 'ja' });
    expect(ja.genres).toEqual(
      expect.arrayContaining([
        { id: dance, name: 'ストリートダンス' },
        { id: jazz, name: 'Jazz' },
      ]),
    );
    expect(ja.hobbies).toEqual([{ id: cooking, name: '料理' }]);
    expect((await profileOf(a.token, { applocale: 'zh' })).genres).toEqual(
      expect.arrayContaining([{ id: dance, name: 'Street dance' }]),
    );
  });
});

describe('PUT /api/profile', () => {
  it('updates the caller’s public data and leaves everyone else alone', async () => {
    const a = await person();
    const b = await person();
    const bBefore = await profileOf(b.token);
    const avatar = await uploadedImage(a.user.id, 'public/images/aiko-avatar.png');
    const res = await edit(a.token, {
      name: '  Aiko  ',
      login: `${a.login}-new`,
      bio: 'Dancer from Osaka',
      avatar,
      genres: [dance],
    });
    expect(res.status).toBe(200);
    expect((await body<AuthBody>(res)).data).toMatchObject({
      name: 'Aiko',
      login: `${a.login}-new`,
      bio: 'Dancer from Osaka',
      avatar,
      genres: [{ id: dance, name: 'Street dance' }],
    });
    expect(await profileOf(b.token)).toEqual(bBefore);

    // Omitted lists stay; an empty list clears.
    await edit(a.token, { name: 'Aiko', login: `${a.login}-new`, bio: '' });
    expect((await profileOf(a.token)).genres).toHaveLength(1);
    await edit(a.token, { name: 'Aiko', login: `${a.login}-new`, bio: '', genres: [] });
    expect((await profileOf(a.token)).genres).toHaveLength(0);
  });

  it('refuses unknown genres, a taken login and bad fields with 422, changing nothing', async () => {
    const a = await person();
    const b = await person();
    const before = await profileOf(a.token);
    const links = await countRows(t, userGenres);

    const unknown = await edit(a.token, { name: 'X', login: a.login, bio: '', genres: [dance, 999_999] });
    expect(unknown.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(unknown), 'genres')).toEqual([ProfileMessages.unknownGenre]);

    const taken = await edit(a.token, { name: 'X', login: b.login.toUpperCase(), bio: '' });
    expect(taken.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(taken), 'login')).toEqual(['The login has already been taken.']);

    const bad = await edit(a.token, {
      name: '',
      login: 'no spaces please',
      bio: 1,
      avatar: 'javascript:alert(1)',
      hobbies: ['x'],
    });
    expect(bad.status).toBe(422);
    const e = await body<ErrorBody>(bad);
    for (const field of ['name', 'login', 'bio', 'avatar', 'hobbies.0'])
      expect(fieldErrors(e, field), field).toBeDefined();

    expect(await profileOf(a.token)).toEqual(before);
    expect(await countRows(t, userGenres)).toBe(links);
  });

  it('takes as avatar only an image the caller uploaded, or nothing', async () => {
    const a = await person();
    const b = await person();
    const own = await uploadedImage(a.user.id, 'public/images/own.png');
    const theirs = await uploadedImage(b.user.id, 'public/images/theirs.png');
    const [video] = await t.deps.db
      .insert(mediaAssets)
      .values({
        ownerId: a.user.id,
        kind: 'video',
        storageKey: 'public/images/not-an-image.mp4',
        mimeType: 'video/mp4',
      })
      .returning();
    const profile = { name: 'A', login: a.login, bio: '' };
    for (const avatar of [
      'https://tracker.example.test/pixel.png',
      theirs,
      `/media/${video!.storageKey}`,
      '/media/public/images/never-uploaded.png',
      '/media/public/../private/x/file.png',
      '/media/public/images/../../private/own.png',
    ]) {
      const res = await edit(a.token, { ...profile, avatar });
      expect(res.status, avatar).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'avatar'), avatar).toEqual([ProfileMessages.avatarInvalid]);
    }
    expect((await profileOf(a.token)).avatar).toBeNull();
    expect((await edit(a.token, { ...profile, avatar: own })).status).toBe(200);
    expect((await profileOf(a.token)).avatar).toBe(own);
    expect((await edit(a.token, { ...profile, avatar: null })).status).toBe(200);
    expect((await profileOf(a.token)).avatar).toBeNull();
  });

  it('keeps the caller’s own login without calling it taken', async () => {
    const a = await person();
    expect((await edit(a.token, { name: 'Same', login: a.login, bio: '' })).status).toBe(200);
  });
});

describe('DELETE /api/profile', () => {
  it('refuses a wrong password with 422 and deletes nothing', async () => {
    const a = await person();
    const res = await t.request('/api/profile', { method: 'DELETE', token: a.token, json: { password: 'nope' } });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'password')).toEqual([ProfileMessages.passwordIncorrect]);
    expect((await getProfile(t, a.token)).status).toBe(200);
  });

  it('soft-deletes, anonymizes the e-mail and login for reuse, and signs out everywhere', async () => {
    const a = await person();
    const session = await signIn(t, a.email);
    const res = await t.request('/api/profile', { method: 'DELETE', token: a.token, json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.email).not.toContain(a.email);
    expect(row?.login).not.toBe(a.login);
    for (const token of [a.token, session.oauth.access_token]) expect((await getProfile(t, token)).status).toBe(401);
    const refresh = await t.request('/auth/refresh-token', {
      method: 'POST',
      json: { refresh_token: session.oauth.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const again = await login(t, a.email);
    expect(again.status).toBe(401);
    expect((await body<ErrorBody>(again)).message).toBe(Messages.wrongCredentials);

    const reuse = await t.request('/auth/register', {
      method: 'POST',
      json: { email: a.email, login: a.login, name: 'New me', password: 'a long enough password', type: 'fan' },
    });
    expect(reuse.status).toBe(201);
  });
});

describe('DELETE /api/profile: what points at the person goes', () => {
  const remove = (token: string) =>
    t.request('/api/profile', { method: 'DELETE', token, json: { password: PASSWORD } });
  const put = (token: string, path: string, json: unknown) => t.request(path, { method: 'PUT', token, json });
  const followers = async (creatorId: number) =>
    (await body<{ data: { followers_count: number } }>(await t.request(`/api/creators/${creatorId}/followers-count`)))
      .data.followers_count;
  const wishlist = async (token: string) =>
    (await body<{ data: { id: number }[] }>(await t.request('/api/favorites', { token }))).data.map((c) => c.id);

  it('a deleted fan leaves no ghost follower and no wishlist behind', async () => {
    const creator = await person('creator');
    const [fan, other] = [await person(), await person()];
    const item = await createContent(t.deps, creator.user.id, { price: 0 });
    for (const f of [fan, other])
      expect((await put(f.token, '/api/follow/toggle', { id: creator.user.id, follow: true })).status).toBe(200);
    expect((await put(fan.token, '/api/favorite/toggle', { content_id: item.id, favorite: true })).status).toBe(200);
    expect(await followers(creator.user.id)).toBe(2);

    expect((await remove(fan.token)).status).toBe(200);
    expect(await followers(creator.user.id)).toBe(1);
    expect(await countRows(t, follows, eq(follows.followerId, fan.user.id))).toBe(0);
    expect(await countRows(t, favorites, eq(favorites.userId, fan.user.id))).toBe(0);
  });

  it("a deleted creator leaves no follows and no wishlist entries for their content in fans' lists", async () => {
    const creator = await person('creator');
    const fan = await person();
    const item = await createContent(t.deps, creator.user.id, { price: 0 });
    expect((await put(fan.token, '/api/follow/toggle', { id: creator.user.id, follow: true })).status).toBe(200);
    expect((await put(fan.token, '/api/favorite/toggle', { content_id: item.id, favorite: true })).status).toBe(200);
    expect(await wishlist(fan.token)).toEqual([item.id]);

    expect((await remove(creator.token)).status).toBe(200);
    expect(await countRows(t, follows, eq(follows.creatorId, creator.user.id))).toBe(0);
    expect(await countRows(t, favorites, eq(favorites.contentId, item.id))).toBe(0);
    expect(await wishlist(fan.token)).toEqual([]);
  });
});

describe('PUT /api/profile/password', () => {
  it('refuses a wrong current password or a short new one', async () => {
    const a = await person();
    const wrong = await t.request('/api/profile/password', {
      method: 'PUT',
      token: a.token,
      json: { current_password: 'nope', password: 'a new long password' },
    });
    expect(wrong.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(wrong), 'current_password')).toEqual([ProfileMessages.passwordIncorrect]);
    const short = await t.request('/api/profile/password', {
      method: 'PUT',
      token: a.token,
      json: { current_password: PASSWORD, password: 'short' },
    });
    expect(short.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(short), 'password')).toBeDefined();
    expect((await login(t, a.email)).status).toBe(200);
  });

  it('changes the password, keeps this sign-in and signs out every other one', async () => {
    const a = await person();
    const here = await signIn(t, a.email);
    const other = await signIn(t, a.email);
    const res = await t.request('/api/profile/password', {
      method: 'PUT',
      token: here.oauth.access_token,
      json: { current_password: PASSWORD, password: 'a new long password' },
    });
    expect(res.status).toBe(200);
    expect((await body<{ data: { id: number } }>(res)).data.id).toBe(a.user.id);
    expect((await getProfile(t, here.oauth.access_token)).status).toBe(200);
    const refreshed = await t.request('/auth/refresh-token', { json: { refresh_token: here.oauth.refresh_token } });
    expect(refreshed.status).toBe(200);
    for (const token of [a.token, other.oauth.access_token]) expect((await getProfile(t, token)).status).toBe(401);
    const otherRefresh = await t.request('/auth/refresh-token', { json: { refresh_token: other.oauth.refresh_token } });
    expect(otherRefresh.status).toBe(401);
    expect((await login(t, a.email)).status).toBe(401);
    expect((await login(t, a.email, 'a new long password')).status).toBe(200);
  });

  it('refuses the current password as the new one with a 422 on password and changes nothing', async () => {
    const a = await person();
    const other = await signIn(t, a.email);
    const res = await t.request('/api/profile/password', {
      method: 'PUT',
      token: a.token,
      json: { current_password: PASSWORD, password: PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'password')).toEqual([ProfileMessages.passwordUnchanged]);
    expect((await getProfile(t, other.oauth.access_token)).status).toBe(200);
    expect((await login(t, a.email)).status).toBe(200);
  });

  it('refuses a common new password with a 422 on password and keeps the old one', async () => {
    const a = await person();
    const res = await t.request('/api/profile/password', {
      method: 'PUT',
      token: a.token,
      json: { current_password: PASSWORD, password: 'password1' },
    });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'password')).toEqual([AuthMessages.passwordCommon]);
    expect((await getProfile(t, a.token)).status).toBe(200);
    expect((await login(t, a.email)).status).toBe(200);
  });

  it('throttles repeated wrong current passwords like sign-in', async () => {
    const a = await person();
    const attempt = () =>
      t.request('/api/profile/password', {
        method: 'PUT',
        token: a.token,
        json: { current_password: 'guess', password: 'a new long password' },
        headers: { 'X-Forwarded-For': '192.0.2.77' },
      });
    for (let i = 0; i < LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS; i++) expect((await attempt()).status).toBe(422);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
