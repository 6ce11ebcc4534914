import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { ContentStatus } from '@shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS } from '@shared/limits';
import type { Conversation } from '@shared/schemas/chat';
import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { openPostgres } from '@server/db/client';
import { chatMessages, content, follows } from '@server/db/schema';
import { attachMedia, createContent } from '@server/modules/content/testing';
import { ffmpegAvailable, makeTestClip } from '@server/services/transcoder';
import { createUser, DEFAULT_PASSWORD } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { NGINX, startNginx, type Nginx } from '@tests/support/nginx';
import { freePort } from '@tests/support/free-port';
import { postgresInstalled, startCluster, type Cluster } from '@tests/support/postgres-cluster';
import { startS3StandIn, type S3StandIn } from '@tests/support/s3-stand-in';
import { startServerProcess, type ServerProcess } from '@tests/support/server-process';
import { FFMPEG_WAIT_MS, until, WAIT_MS } from '@tests/support/wait';
import { LiveSocket } from './live-socket';
import { startTraffic, type Tally } from './traffic';

/**
 * The whole product as it is deployed: three instances of the production build on one PostgreSQL database and
 * one S3 bucket, behind Debian's nginx with the repository's proxy rules. Everything goes through nginx.
 */
const ready = postgresInstalled() && existsSync(NGINX) && existsSync('build/main.js') && existsSync('dist/index.html');
const hasFfmpeg = await ffmpegAvailable();
const INSTANCES = 3;
const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

let cluster: Cluster;
let s3: S3StandIn;
let nginx: Nginx;
let seed: TestApp;
let dataDir: string;
let ports: number[];
let env: Record<string, string>;
const instances: ServerProcess[] = [];
const sockets: LiveSocket[] = [];
const totals = { requests: 0, failures: 0, whenKilled: 0 };

function startInstance(i: number): Promise<ServerProcess> {
  return startServerProcess({ ...env, PORT: String(ports[i]), DATA_DIR: join(dataDir, `instance-${i}`) }, 5 * WAIT_MS, {
    args: ['build/main.js'],
    cwd: process.cwd(),
  });
}

/** Whether instance `i` has answered a proxied request since it started (its own counters, read on loopback). */
async function servesProxiedTraffic(i: number): Promise<true | undefined> {
  const metrics = await fetch(`http://127.0.0.1:${ports[i]}/metrics`)
    .then((res) => res.text())
    .catch(() => '');
  const served = metrics
    .split('\n')
    .filter(
      (line) => line.startsWith('http_requests_total{') && !/route="(\/api\/(health|ready)|\/metrics)"/.test(line),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  return served > 0 ? true : undefined;
}

function count(tally: Tally): void {
  totals.requests += tally.requests;
  totals.failures += tally.failures;
}

async function api(path: string, token: string | null, json?: unknown, method = 'POST') {
  const res = await fetch(`${nginx.url}${path}`, {
    method: json === undefined ? 'GET' : method,
    headers: { ...JSON_HEADERS, ...(token && { Authorization: `Bearer ${token}` }) },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
  totals.requests += 1;
  if (res.status >= 500) totals.failures += 1;
  return res;
}

async function signIn(email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await api('/auth/login', null, { email, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { oauth: { access_token: string } }).oauth.access_token;
}

/** The acknowledged messages that are in the database (all of them, when no acknowledged write was lost). */
async function stored(ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await seed.deps.db
    .select({ id: chatMessages.clientMessageId })
    .from(chatMessages)
    .where(inArray(chatMessages.clientMessageId, ids));
  return rows.length;
}

let fanToken: string;
let creatorToken: string;
let conversation: Conversation;
let fanSocket: LiveSocket;
let creatorSocket: LiveSocket;

describe.skipIf(!ready)('three instances behind nginx', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'stagepass-fleet-'));
    [cluster, s3] = await Promise.all([startCluster(), startS3StandIn()]);
    const url = await cluster.createDatabase('stagepass');
    ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    env = {
      ...s3.env,
      DATABASE_URL: url,
      TRUST_PROXY: '1',
      MEDIA_SIGNING_KEY: 'the-same-signing-key-on-every-instance-0123',
      STATIC_DIR: 'dist',
      JOB_RECOVERY_SECONDS: '5',
    };
    // All at once, as an orchestrator starts them: they migrate the empty database one after another.
    instances.push(...(await Promise.all(ports.map((_, i) => startInstance(i)))));
    nginx = await startNginx(ports);
    seed = await createTestApp({ database: await openPostgres(url) });
  }, 10 * 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(instances.map((instance) => instance.kill()));
    await nginx?.stop();
    await seed?.close();
    await s3?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a mixed workload: sign-in on one instance used on the others, browsing, a purchase, chat, throttling', async () => {
    const fan = await createUser(seed.deps, { kind: 'fan', verified: true });
    const creator = await createUser(seed.deps, { kind: 'creator', verified: true });
    const item = await createContent(seed.deps, creator.id, { price: 500 });
    await seed.deps.db.insert(follows).values({ followerId: fan.id, creatorId: creator.id });

    fanToken = await signIn(fan.email);
    creatorToken = await signIn(creator.email);
    // The token one instance issued works on every instance.
    for (const instance of instances) {
      const res = await fetch(`${instance.url}/api/profile`, { headers: { Authorization: `Bearer ${fanToken}` } });
      expect(res.status).toBe(200);
    }

    for (const path of [
      '/api/content?limit=20&expand=cover,shortOwner',
      `/api/content/${item.id}`,
      '/api/search/content?q=Item',
      '/api/autocomplete?query=Ite',
      '/api/feed/landing',
      '/',
    ]) {
      expect((await api(path, null)).status, path).toBe(200);
    }
    // A page names its code in a Link header; with the security headers, near nginx's default header buffer.
    const page = await fetch(`${nginx.url}/en/content/${item.id}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('link')).toContain('rel=modulepreload');

    const pi = await api('/api/paypal/create-pi', fanToken, { content_id: item.id });
    expect(pi.status).toBe(201);
    const intent = ((await pi.json()) as { data: { payment_intent_id: string } }).data.payment_intent_id;
    const approved = await fetch(`${nginx.url}/api/payments/test-checkout/${intent}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const captured = await api('/api/paypal/capture', fanToken, { payment_intent_id: intent }, 'PUT');
    expect(((await captured.json()) as { data: { status: string } }).data.status).toBe('paid');

    const opened = await api('/api/chat/conversations', fanToken, { user_ids: [creator.id] });
    conversation = ((await opened.json()) as { data: Conversation }).data;
    fanSocket = await LiveSocket.open(nginx.url, fanToken);
    creatorSocket = await LiveSocket.open(nginx.url, creatorToken);
    sockets.push(fanSocket, creatorSocket);
    const sent = await api(`/api/chat/conversations/${conversation.id}/messages`, fanToken, {
      client_message_id: 'hello',
      body: 'Hello through nginx',
    });
    expect(sent.status).toBe(201);
    await until('the creator to receive the message', () =>
      Promise.resolve(creatorSocket.deliveredIds().has('hello') ? true : undefined),
    );
    await until('the creator to see one unread chat message', () =>
      Promise.resolve(
        creatorSocket.messages.some((m) => m.type === 'counts' && m.counts.unread_chat_message_notifications_count > 0)
          ? true
          : undefined,
      ),
    );

    // Round-robin spreads the guesses over the three instances; they spend one budget in PostgreSQL.
    for (let i = 0; i < LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS; i++) {
      expect((await api('/auth/login', null, { email: fan.email, password: 'wrong guess' })).status).toBe(401);
    }
    expect((await api('/auth/login', null, { email: fan.email, password: DEFAULT_PASSWORD })).status).toBe(429);
  });

  it.skipIf(!hasFfmpeg)(
    'stores an upload in S3 and transcodes it on exactly one instance; publishes a scheduled item once',
    async () => {
      const creator = await createUser(seed.deps, { kind: 'creator', verified: true });
      const token = await signIn(creator.email);
      const draft = await createContent(seed.deps, creator.id, { status: ContentStatus.draft });
      await attachMedia(seed.deps, draft, 'cover');
      await attachMedia(seed.deps, draft, 'video');
      await seed.deps.db
        .update(content)
        .set({ autoPublishAt: new Date(Date.now() - 1000) })
        .where(eq(content.id, draft.id));

      const clip = join(dataDir, 'clip.mp4');
      await makeTestClip(clip, { seconds: 2, height: 144 });
      const bytes = await readFile(clip);
      const res = await api('/api/media/s3/pre-signed', token, {
        filename: 'clip.mp4',
        mime_type: 'video/mp4',
        size: bytes.length,
        purpose: 'content',
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const ticket = ((await res.json()) as { data: UploadTicket }).data;
      expect(ticket.target).toBe('s3');
      // What the browser does: PUT each part straight to the bucket, then report the ETag it answered.
      for (const part of ticket.parts) {
        const put = await fetch(part.url!, {
          method: 'PUT',
          body: new Uint8Array(bytes.subarray(part.offset, part.offset + part.size)),
          headers: ticket.parts.length === 1 ? { 'Content-Type': ticket.mime_type } : {},
        });
        expect(put.status).toBe(200);
        const etag = put.headers.get('etag');
        const receipt = await api(`/api/media/uploads/${ticket.id}/parts/${part.number}`, token, { etag });
        expect(receipt.status).toBe(200);
      }
      const done = await api(`/api/media/uploads/${ticket.id}/complete`, token, {});
      expect(done.status, await done.clone().text()).toBe(201);
      const asset = ((await done.json()) as { data: MediaAssetResource }).data;
      const settled = await until(
        'the video to be transcoded',
        async () => {
          const res = await api(`/api/media/${asset.id}`, token);
          const now = ((await res.json()) as { data: MediaAssetResource }).data;
          return now.status === 0 ? undefined : now;
        },
        FFMPEG_WAIT_MS,
      );
      expect(settled.status).toBe(1);
      const { rows: transcodes } = await seed.deps.database.executeSql(
        "SELECT state::text AS state, retry_count AS retries FROM pgboss.job WHERE name = 'transcode-video'",
      );
      expect(transcodes).toEqual([{ state: 'completed', retries: 0 }]);

      // The every-minute schedule runs on one instance of three: one job per minute, the item published once.
      await until(
        'the scheduled item to be published',
        async () => {
          const [row] = await seed.deps.db.select().from(content).where(eq(content.id, draft.id));
          return row?.status === ContentStatus.published ? true : undefined;
        },
        3 * 60_000,
      );
      const { rows: perMinute } = await seed.deps.database.executeSql(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'publish-due-content' GROUP BY singleton_on HAVING count(*) > 1",
      );
      expect(perMinute).toEqual([]);
    },
  );

  it('loses no acknowledged write when an instance is killed mid-traffic, and its sockets reconnect', async () => {
    const before = fanSocket.readies + creatorSocket.readies;
    const traffic = startTraffic({ origin: nginx.url, token: fanToken, conversationId: conversation.id, run: 'kill' });
    await until('traffic to flow', () => Promise.resolve(traffic.tally.requests >= 30 ? true : undefined));
    await instances[0]!.kill();
    const killedAt = traffic.tally.requests;
    await until('traffic to go on', () => Promise.resolve(traffic.tally.requests >= killedAt + 60 ? true : undefined));
    const tally = await traffic.stop();
    count(tally);
    totals.whenKilled = tally.failures;
    // Only what was in flight on the dead instance may fail: at most one request per worker.
    expect(tally.failures, `${tally.failed.slice(0, 20).join('\n')}\nnginx: ${nginx.errors()}`).toBeLessThanOrEqual(3);
    expect(await stored(tally.acknowledged)).toBe(tally.acknowledged.length);
    await until('every socket to be connected again', () =>
      Promise.resolve(
        fanSocket.readies + creatorSocket.readies >= before && creatorSocket.readies > 0 ? true : undefined,
      ),
    );
    const last = tally.acknowledged.at(-1)!;
    await until('the creator to receive the last acknowledged message', () =>
      Promise.resolve(creatorSocket.deliveredIds().has(last) ? true : undefined),
    );
    instances[0] = await startInstance(0);
  });

  it('restarts every instance in turn with SIGTERM and fails no request', async () => {
    const before = { fan: fanSocket.readies, creator: creatorSocket.readies };
    const traffic = startTraffic({ origin: nginx.url, token: fanToken, conversationId: conversation.id, run: 'roll' });
    await until('traffic to flow', () => Promise.resolve(traffic.tally.requests >= 30 ? true : undefined));
    for (let i = 0; i < INSTANCES; i++) {
      const { code } = await instances[i]!.terminate();
      expect(code, instances[i]!.output()).toBe(0);
      instances[i] = await startInstance(i);
      // As an operator's rolling restart does: the next instance stops only once nginx sends this one traffic
      // again. nginx rests a refused instance for its fail_timeout even after it is ready; stopping the next one
      // meanwhile left one instance for all, and one failure there left none ("no live upstreams", 294 × 502).
      await until('nginx to send the new instance traffic', () => servesProxiedTraffic(i));
    }
    const tally = await traffic.stop();
    count(tally);
    expect(tally.failures, `${tally.failed.slice(0, 20).join('\n')}\nnginx: ${nginx.errors()}`).toBe(0);
    expect(await stored(tally.acknowledged)).toBe(tally.acknowledged.length);
    // Each socket was closed with "service restart" at least once, and came back.
    for (const socket of [fanSocket, creatorSocket]) expect(socket.closeCodes).toContain(1012);
    expect(fanSocket.readies).toBeGreaterThan(before.fan);
    expect(creatorSocket.readies).toBeGreaterThan(before.creator);
    const last = tally.acknowledged.at(-1)!;
    await until('the creator to receive the last acknowledged message', () =>
      Promise.resolve(creatorSocket.deliveredIds().has(last) ? true : undefined),
    );

    const { rows } = await seed.deps.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'completed'",
    );
    const delivered = creatorSocket.deliveredIds().size;
    console.log(
      `N instances: ${totals.requests} requests, ${totals.failures} failures ` +
        `(${totals.whenKilled} in flight on the killed instance, ${tally.failures} in the rolling restart), ` +
        `${fanSocket.reconnects + creatorSocket.reconnects} reconnects, ${(rows[0] as { n: number }).n} jobs run, ` +
        `${delivered} messages delivered`,
    );
  });
});
