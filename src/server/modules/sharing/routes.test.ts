import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { FanMessages, type ShortLink } from '@shared/schemas/fan';
import { createTestApp } from '@tests/support/harness';
import { shortLinks, users } from '../../db/schema';
import { Messages } from '../../http/errors';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent, grant } from '../content/testing';
import { call, person } from '../fan/testing';
import { escapeHtml } from './render-share-page';

const PUBLIC_URL = 'https://stagepass.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

const shorten = (path: unknown, token?: string) => call(t, 'POST', '/api/short-links', token, { path });

describe('short links', () => {
  it('round-trips a path: same path, same code; the redirect and the API both find it', async () => {
    const res = await shorten('/en/content/12?tab=all');
    expect(res.status).toBe(201);
    const link = (await body<{ data: ShortLink }>(res)).data;
    expect(link).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
      path: '/en/content/12?tab=all',
      url: `${PUBLIC_URL}/s/${link.code}`,
    });
    const fan = await person(t);
    const again = (await body<{ data: ShortLink }>(await shorten('/en/content/12?tab=all', fan.token))).data;
    expect(again.code).toBe(link.code);
    expect(await countRows(t, shortLinks, eq(shortLinks.path, '/en/content/12?tab=all'))).toBe(1);

    const resolved = await call(t, 'GET', `/api/redeploy-short-link/${link.code}`);
    expect(await resolved.json()).toEqual({ data: { path: '/en/content/12?tab=all' } });
    const redirect = await t.app.request(`/s/${link.code}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/en/content/12?tab=all');

    const other = (await body<{ data: ShortLink }>(await shorten('/ja/creator/ann'))).data;
    expect(other.code).not.toBe(link.code);
    const both = await Promise.all([1, 2].map(() => shorten('/ko/library')));
    const codes = await Promise.all(both.map(async (r) => (await body<{ data: ShortLink }>(r)).data.code));
    expect(codes[0]).toBe(codes[1]);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await call(t, 'GET', '/api/redeploy-short-link/nope0000')).status).toBe(404);
    expect((await call(t, 'GET', '/api/redeploy-short-link/..%2F..')).status).toBe(404);
    expect((await t.app.request('/s/nope0000')).status).toBe(404);
  });

  it('refuses paths that would leave the site or are too long, and stores nothing', async () => {
    const before = await countRows(t, shortLinks);
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil.example', 'relative', '/a b', '']) {
      const res = await shorten(path);
      expect(res.status, JSON.stringify(path)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'path')).toEqual([FanMessages.pathInvalid]);
    }
    // A NUL is refused at the edge, before the route's own rule, for every body (http/storable-text.ts).
    const nul = await shorten('/a\u0000b');
    expect(nul.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(nul), 'path')).toEqual([Messages.unstorable]);
    const long = await shorten(`/${'a'.repeat(500)}`);
    expect(fieldErrors(await body<ErrorBody>(long), 'path')).toEqual([FanMessages.pathTooLong]);
    expect((await shorten(`/${'a'.repeat(499)}`)).status).toBe(201);
    expect(await countRows(t, shortLinks)).toBe(before + 1);
  });
});

describe('GET /api/shared-content/:id and /api/global-content/:id', () => {
  it('serves the content page to anyone, with gated media only for those who may watch', async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 1200, title: 'Paid performance' });
    const teaser = await attachMedia(t.deps, item, 'teaser');
    const video = await attachMedia(t.deps, item, 'video');
    const extra = await attachMedia(t.deps, item, 'additional');
    const nonBuyer = await person(t);
    const buyer = await person(t);
    await grant(t.deps, buyer.id, item.id);

    for (const base of ['/api/shared-content', '/api/global-content']) {
      for (const token of [undefined, nonBuyer.token]) {
        const res = await call(t, 'GET', `${base}/${item.id}`, token);
        expect(res.status).toBe(200);
        const text = await res.text();
        const data = (JSON.parse(text) as { data: ContentResource }).data;
        expect(data).toMatchObject({ id: item.id, is_bought: false, encodedTeaser: { id: teaser.id } });
        expect(data.encodedVideo).toMatchObject({ locked: true });
        expect(data.encodedAdditionalVideos).toEqual([expect.objectContaining({ locked: true })]);
        expect(text).not.toContain(video.storageKey.split('/')[2]!);
        expect(text).not.toContain(`/media/v/${video.id}/`);
        expect(text).not.toContain(`/media/v/${extra.id}/`);
      }
      const bought = (await body<{ data: ContentResource }>(await call(t, 'GET', `${base}/${item.id}`, buyer.token)))
        .data;
      expect(bought.encodedVideo).toMatchObject({
        id: video.id,
        url: expect.stringContaining(`/media/v/${video.id}/`),
      });
    }
    const some = (
      await body<{ data: ContentResource }>(await call(t, 'GET', `/api/shared-content/${item.id}?expand=cover`))
    ).data;
    expect(some).toHaveProperty('cover');
    expect(some).not.toHaveProperty('encodedVideo');
  });

  it('answers 404 for a draft (even to its owner), an unknown id, or a blocked creator', async () => {
    const creator = await person(t, 'creator');
    const draft = await createContent(t.deps, creator.id, { status: 2 });
    const suspended = await person(t, 'creator');
    const hidden = await createContent(t.deps, suspended.id);
    await t.deps.db.update(users).set({ status: 'blocked' }).where(eq(users.id, suspended.id));
    expect((await call(t, 'GET', `/api/shared-content/${draft.id}`, creator.token)).status).toBe(404);
    expect((await call(t, 'GET', `/api/global-content/${hidden.id}`)).status).toBe(404);
    expect((await call(t, 'GET', '/api/global-content/2000000000')).status).toBe(404);
    expect((await call(t, 'GET', '/api/global-content/x')).status).toBe(404);
  });
});

describe('GET /share/content/:id', () => {
  it('answers a link preview with escaped Open Graph tags, an absolute image and a way on for people', async () => {
    const creator = await person(t, 'creator');
    const title = `<script>alert("x")</script> & 'friends'`;
    const item = await createContent(t.deps, creator.id, { title, description: 'A <b>bold</b> class' });
    const cover = await attachMedia(t.deps, item, 'cover');
    const res = await t.app.request(`/share/content/${item.id}?lang=ja`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    const escaped = escapeHtml(title);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:description" content="A &#60;b&#62;bold&#60;/b&#62; class">`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/media/public/${cover.storageKey.slice('public/'.length)}">`,
    );
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/ja/content/${item.id}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${PUBLIC_URL}/ja/content/${item.id}">`);
    expect(html).toContain(`<html lang="ja">`);
  });

  it('uses the request language without ?lang, and 404s what cannot be shared', async () => {
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { title: 'Plain' });
    const res = await t.app.request(`/share/content/${item.id}`, { headers: { 'Accept-Language': 'ko-KR,ko;q=0.9' } });
    const html = await res.text();
    expect(html).toContain(`${PUBLIC_URL}/ko/content/${item.id}`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    const draft = await createContent(t.deps, creator.id, { status: 2 });
    expect((await t.app.request(`/share/content/${draft.id}`)).status).toBe(404);
    expect((await t.app.request('/share/content/abc')).status).toBe(404);
  });
});
