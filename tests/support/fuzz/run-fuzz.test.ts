import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzServer, type FuzzOptions } from './run-fuzz';

/**
 * The fuzzer against a stand-in API of two operations: one drops the connection of its first request only (as a
 * loaded machine may: a keep-alive race, a body that missed the server's drain deadline), one drops every request.
 * A blip is sent again and counted; a server that drops a request every time is still a finding, with its cause.
 */
const doc = {
  paths: {
    '/api/blip': { get: { 'x-scope': 'api' } },
    '/api/broken': { get: { 'x-scope': 'api' } },
  },
};

let server: Server;
let url: string;
let blips = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/api/openapi.json') return void res.end(JSON.stringify(doc));
    if (path === '/auth/login') return void res.end(JSON.stringify({ oauth: { access_token: 'token' } }));
    if (path === '/api/broken' || (path === '/api/blip' && blips++ === 0)) return void req.socket.destroy();
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options: FuzzOptions = { seed: 1, runs: 1, inFlight: 1, answerWithinMs: 60_000, died: () => undefined };

describe('the fuzzer', () => {
  it('sends a request whose connection dropped once again, and reports only one that drops every time', async () => {
    const result = await fuzzServer(url, options);
    expect(result.statuses.get('dropped once, answered on retry')).toBe(1);
    expect(result.findings.map((f) => f.operation)).toEqual(Array(4).fill('get /api/broken'));
    expect(result.findings[0]).toMatchObject({
      status: 'connection failed',
      answer: expect.stringMatching(/closed|reset/i),
    });
  });
});
