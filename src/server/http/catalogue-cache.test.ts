import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { until } from '@tests/support/wait';
import { createContent } from '../modules/content/testing';
import { COMPRESSION_THRESHOLD } from './compression';

let t: TestApp;
let item: { id: number };
beforeAll(async () => {
  t = await createTestApp({ env: { ANONYMOUS_COPY_SECONDS: '1' } });
  const creator = await createUser(t.deps, { kind: 'creator', verified: true });
  item = await createContent(t.deps, creator.id);
});
afterAll(() => t.close());

const CATALOGUE = () => [
  '/api/content?limit=20&expand=cover,shortOwner',
  `/api/content/${item.id}`,
  '/api/feed/landing',
  '/api/search/content?q=Item',
  '/api/autocomplete?query=Ite',
];

describe('anonymous catalogue answers', () => {
  it('may be kept by a proxy or CDN, varying by token, language and currency, and revalidate to 304', async () => {
    for (const path of CATALOGUE()) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+/);
      const vary = res.headers.get('vary') ?? '';
      for (const header of ['Authorization', 'AppLocale', 'AppCurrency', 'Accept-Language']) {
        expect(vary, path).toContain(header);
      }
      const tag = res.headers.get('etag');
      expect(tag, path).toBeTruthy();
      const again = await t.request(path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('are public with the web client’s own (user-less) token too', async () => {
    const token = await tokenFor(t.deps, null, 'api');
    const res = await t.request('/api/content?limit=5', { token });
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });

  it('are never kept when a fan is signed in: their prices and entitlements are theirs', async () => {
    const fan = await createUser(t.deps, { kind: 'fan', verified: true });
    const token = await tokenFor(t.deps, fan.id, 'api');
    for (const path of CATALOGUE()) {
      const res = await t.request(path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('the instance’s own short-lived copy of anonymous answers', () => {
  const titles = async (res: Response) =>
    ((await res.json()) as { data: { title: string }[] }).data.map((i) => i.title);

  it('answers a repeat from memory for a moment, then shows what changed; a signed-in fan sees it at once', async () => {
    const path = '/api/content?limit=50';
    const first = await titles(await t.request(path));
    const creator = await createUser(t.deps, { kind: 'creator', verified: true });
    await createContent(t.deps, creator.id, { title: 'Published just now' });
    expect(await titles(await t.request(path))).toEqual(first);

    const fan = await createUser(t.deps, { kind: 'fan', verified: true });
    const token = await tokenFor(t.deps, fan.id, 'api');
    expect(await titles(await t.request(path, { token }))).toContain('Published just now');
    await until('the anonymous answer to show the new item', async () =>
      (await titles(await t.request(path))).includes('Published just now') ? true : undefined,
    );
  });

  it("shares the visitors' copy with the app's own client tokens (every visitor's PWA), a fan's never", async () => {
    const path = '/api/content?limit=9&expand=cover,shortOwner';
    const client = t.deps.db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const [first, second] = await Promise.all([tokenFor(t.deps, null, 'api'), tokenFor(t.deps, null, 'api')]);
    const fan = await tokenFor(t.deps, (await createUser(t.deps, { kind: 'fan', verified: true })).id, 'api');
    const queriesFor = async (token: string) => {
      const spy = vi.spyOn(client, 'query');
      try {
        expect((await t.request(path, { token })).status).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const computed = await queriesFor(first);
    // Another visitor's app within the copy's second: its token is looked up, the list is not computed again.
    expect(await queriesFor(second)).toBe(1);
    // Its next request reads nothing: a client token's lookup is kept (it names no one).
    expect(await queriesFor(second)).toBe(0);
    // A fan's token is read every time (a sign-out takes effect at once), and their answer is computed.
    expect(await queriesFor(fan)).toBeGreaterThanOrEqual(computed);
    expect(await queriesFor(fan)).toBeGreaterThanOrEqual(computed);
  });

  it('computes an answer once for the visitors who ask for it together, each with its own request id', async () => {
    const path = '/api/content?limit=7&expand=cover,shortOwner';
    const client = t.deps.db.$client as unknown as { query: (...args: unknown[]) => unknown };
    const alone = vi.spyOn(client, 'query');
    await t.request(path, { headers: { applocale: 'ja' } });
    const perAnswer = alone.mock.calls.length;
    alone.mockRestore();

    const together = vi.spyOn(client, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.request(path)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((a) => a.headers.get('x-request-id'))).size).toBe(20);
      expect(together.mock.calls.length).toBe(perAnswer);
    } finally {
      together.mockRestore();
    }
  });

  it('sends a browser that asks for gzip the copy compressed once, with its length stated', async () => {
    const path = '/api/content?limit=13&expand=cover,shortOwner';
    const creator = await createUser(t.deps, { kind: 'creator', verified: true });
    // Enough to be worth compressing (COMPRESSION_THRESHOLD).
    for (let i = 0; i < 4; i += 1) await createContent(t.deps, creator.id, { title: `A class worth compressing ${i}` });
    const plain = await (await t.request(path)).text();
    expect(plain.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const gzipped = await t.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    // A length a proxy can see: compressed on the fly, the answer was streamed without one.
    expect(gzipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
  });

  describe('once the copy has expired', () => {
    const path = '/api/content?limit=11';
    const client = () => t.deps.db.$client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    /** Holds every database query until `release` is called. */
    const holdQueries = () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const original = client().query.bind(client());
      const spy = vi.spyOn(client(), 'query').mockImplementation(async (...args: unknown[]) => {
        await gate;
        return original(...args);
      });
      return { spy, release: () => (release(), spy.mockRestore()) };
    };
    const expire = () => new Promise((resolve) => setTimeout(resolve, 1_100));

    it('answers other visitors from it while the first computes the next one, which shows what changed', async () => {
      const before = await titles(await t.request(path));
      await expire();
      const creator = await createUser(t.deps, { kind: 'creator', verified: true });
      await createContent(t.deps, creator.id, { title: 'Published while computing' });
      const held = holdQueries();
      try {
        const first = t.request(path);
        await until('the next copy to be computing', async () => (held.spy.mock.calls.length > 0 ? true : undefined));
        expect(await titles(await t.request(path))).toEqual(before);
        held.release();
        expect(await titles(await first)).toContain('Published while computing');
      } finally {
        held.release();
      }
    });

    it('never answers from a copy older than the 30 s a proxy may keep it', async () => {
      await t.request(path);
      await expire();
      const creator = await createUser(t.deps, { kind: 'creator', verified: true });
      await createContent(t.deps, creator.id, { title: 'Published long after' });
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
      const held = holdQueries();
      try {
        const first = t.request(path);
        await until('the next copy to be computing', async () => (held.spy.mock.calls.length > 0 ? true : undefined));
        const second = t.request(path);
        held.release();
        expect(await titles(await first)).toContain('Published long after');
        expect(await titles(await second)).toContain('Published long after');
      } finally {
        held.release();
        vi.useRealTimers();
      }
    });
  });
});
