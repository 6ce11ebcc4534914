// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api';
import { authReply, createFakeFetch } from '@app/platform/api/testing';
import { createLogger, logError, redactUrl, type LogPayload } from './log';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  history.replaceState(null, '', '/en/social/google/callback?api_access_token=secret123&page=2#state');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function recorder() {
  const sent: LogPayload[] = [];
  const log = createLogger({ send: async (payload) => void sent.push(payload) });
  return { sent, log };
}

describe('logError', () => {
  it('reports an API failure as api_error with the failed request as trace', async () => {
    const { sent, log } = recorder();
    await log(new ApiError(404, 'Not Found', null, undefined, { method: 'GET', path: '/api/content/9' }), {
      tags: ['query'],
    });
    expect(sent).toEqual([
      {
        message: '404 Not Found',
        level: 'api_error',
        context: {
          requestUri: 'http://localhost:3000/en/social/google/callback?api_access_token=redacted&page=2',
          userAgent: navigator.userAgent,
        },
        trace: { method: 'GET', path: '/api/content/9' },
        tags: ['web', 'query'],
      },
    ]);
  });

  it('reports other exceptions as error, traced to the current page', async () => {
    const { sent, log } = recorder();
    await log(new TypeError('x is undefined'));
    expect(sent[0]).toMatchObject({
      message: 'x is undefined',
      level: 'error',
      trace: { path: '/en/social/google/callback', method: 'GET' },
    });
  });

  it('sends a burst of the same error once per 10 s', async () => {
    const { sent, log } = recorder();
    const error = new ApiError(500, 'Oops', null, undefined, { method: 'GET', path: '/api/feed' });
    await log(error);
    await log(error);
    await log(new ApiError(500, 'Oops', null, undefined, { method: 'GET', path: '/api/other' }));
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    await log(error);
    expect(sent).toHaveLength(3);
  });

  it('skips offline errors and swallows its own failures', async () => {
    const { sent, log } = recorder();
    await log(new ApiError(0, 'offline', null));
    expect(sent).toHaveLength(0);
    const failing = createLogger({ send: () => Promise.reject(new Error('sendLog is down')) });
    await expect(failing(new Error('x'))).resolves.toBeUndefined();
  });

  it('posts to /api/sendLog through the API client, with no token in the payload', async () => {
    const fake = createFakeFetch((call) =>
      call.path === '/auth/token' ? authReply('client-token-1', 3600) : { status: 204 },
    );
    vi.stubGlobal('fetch', fake.fetch);
    await logError(new Error('render failed'));
    const call = fake.calls.find((c) => c.path === '/api/sendLog');
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({ message: 'render failed', level: 'error' });
    expect(JSON.stringify(call?.body)).not.toMatch(/client-token-1|secret123/);
  });
});

describe('redactUrl', () => {
  it('hides secret-looking parameters and the fragment, keeps the rest', () => {
    expect(redactUrl('https://s.test/p?token=a&code=b&refresh_token=c&q=tap#x')).toBe(
      'https://s.test/p?token=redacted&code=redacted&refresh_token=redacted&q=tap',
    );
    expect(redactUrl('not a url')).toBe('');
  });
});
