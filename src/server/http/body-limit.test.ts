import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '@server/app';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { startServer, type RunningServer } from '@tests/support/ws-server';
import { bodyLimitOf, JSON_BODY_LIMIT } from './body-limit';
import { Messages } from './errors';

/**
 * Issue 14.1: a body over its route's limit is answered 413 before it is read. On a real socket, so
 * "before it is read" means what it says: the client has not sent the body (or stops sending it) when the
 * answer arrives, and the server keeps answering others meanwhile.
 */
let t: TestApp;
let server: RunningServer;
beforeAll(async () => {
  t = await createTestApp();
  server = await startServer(t.deps);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

interface OpenRequest {
  req: ClientRequest;
  answered: Promise<{ status: number; body: string }>;
  isAnswered(): boolean;
}

/** Starts a POST whose body the test writes itself; `answered` resolves when the whole answer arrived. */
function openPost(path: string, headers: Record<string, string>): OpenRequest {
  const { hostname, port } = new URL(server.origin);
  const req = httpRequest({
    hostname,
    port,
    path,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  let done = false;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        done = true;
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // The server may close the socket once it answered: that is not a failure of the answer.
    req.on('error', (error) => (done ? undefined : reject(error)));
  });
  return { req, answered, isAnswered: () => done };
}

const ping = async () => (await fetch(`${server.origin}/api/ping`)).status;

describe('request body limits', () => {
  it('answers 413 to a huge Content-Length before the body is sent, in the spec envelope, and keeps answering pings', async () => {
    const open = openPost('/auth/login', { 'Content-Length': String(300 * 1024 * 1024), applocale: 'ja' });
    open.req.write('{"email":"a@b.c","password":"');
    const answer = await open.answered;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'リクエストの本文が大きすぎます。', code: 'tooLarge' });
    // The request is still open on the client side (never finished) and the server answers others.
    expect(await ping()).toBe(200);
    // Rather than wait for (and discard) the promised 300 MB, the server closes the connection.
    const socket = open.req.socket!;
    if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    open.req.destroy();
  });

  it('stops a body streamed in chunks (no Content-Length) once it passes the limit', async () => {
    const open = openPost('/api/sendLog', {});
    const chunk = Buffer.alloc(16 * 1024, ' ');
    // Far more than the limit plus what socket buffers absorb: an unlimited server would read it all.
    const total = 64 * 1024 * 1024;
    let sent = 0;
    open.req.write('{"level":"info","message":"');
    while (!open.isAnswered() && sent < total) {
      const flushed = open.req.write(chunk);
      sent += chunk.length;
      if (!flushed) await Promise.race([new Promise((r) => open.req.once('drain', r)), open.answered]);
      else await new Promise((r) => setImmediate(r));
      if (sent % (1024 * 1024) === 0) expect(await ping()).toBe(200);
    }
    if (!open.isAnswered()) open.req.end('"}');
    const answer = await open.answered;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: Messages.tooLarge });
    expect(sent).toBeLessThan(total);
    open.req.destroy();
  });

  const bodyRoutes = apiRouters().flatMap(({ base, router }) =>
    router.hono.routes
      .filter((r) => !['ALL', 'GET'].includes(r.method))
      .map((r) => ({ method: r.method, path: `${base}${r.path}`, limit: bodyLimitOf(r.handler) })),
  );

  it('gives every route that takes a body a limit: the small default unless the route needs more', () => {
    expect(bodyRoutes.length).toBeGreaterThan(100);
    const sized = bodyRoutes.filter((r) => r.limit !== JSON_BODY_LIMIT).map((r) => `${r.method} ${r.path}`);
    expect(sized).toContain('PUT /admin-api/static-pages/:slug');
    expect(sized).toContain('PUT /media/uploads/:id/:part');
    expect(bodyRoutes.find((r) => r.path === '/auth/login')?.limit).toBe(JSON_BODY_LIMIT);
  });

  it.each(bodyRoutes.filter((r) => r.limit !== 'streamed'))(
    '$method $path refuses a body one byte over its limit with 413',
    async ({ method, path, limit }) => {
      const concrete = path.replace(/:(\w+)(\{[^}]*\})?/g, '1');
      const res = await t.app.request(concrete, {
        method,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Number(limit) + 1) },
        body: ' ',
      });
      expect(res.status).toBe(413);
    },
  );
});
