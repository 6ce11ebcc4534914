import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_429_DELAY_MS } from '@shared/limits';
import { ApiError, isApiError } from './api-error';
import { authReply, setupClient, type FakeReply, type RecordedCall } from './testing';

const tooMany: FakeReply = { status: 429, body: { message: 'Too many attempts.' } };

/** Answers the given path with each reply in turn (the last one repeats); tokens as usual. */
function scripted(path: string, replies: FakeReply[]) {
  let index = 0;
  return (call: RecordedCall): FakeReply => {
    if (call.path === '/auth/token') return authReply('client-1', 3600);
    if (call.path !== path) return { status: 200, body: {} };
    const reply = replies[Math.min(index, replies.length - 1)]!;
    index += 1;
    return reply;
  };
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('429', () => {
  it('retries twice, 10 s apart', async () => {
    const { client, calls } = setupClient(
      scripted('/api/feed', [tooMany, tooMany, { status: 200, body: { data: [] } }]),
    );
    const result = client.get('/api/feed');

    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(calls, '/api/feed')).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_429_DELAY_MS - 1);
    expect(callsTo(calls, '/api/feed')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo(calls, '/api/feed')).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_429_DELAY_MS);
    expect(callsTo(calls, '/api/feed')).toBe(3);
    await expect(result).resolves.toEqual({ data: [] });
  });

  it('rejects with the 429 after the second retry', async () => {
    const { client, calls } = setupClient(scripted('/api/feed', [tooMany]));
    const result = client.get('/api/feed').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3 * RETRY_429_DELAY_MS);
    expect(await result).toMatchObject({ status: 429, message: 'Too many attempts.' });
    expect(callsTo(calls, '/api/feed')).toBe(3);
  });

  it('never retries a withdrawal', async () => {
    const { client, calls } = setupClient(scripted('/api/wallet/withdraw', [tooMany, { status: 200 }]));
    await expect(client.post('/api/wallet/withdraw', { amount: 100 })).rejects.toMatchObject({ status: 429 });
    expect(callsTo(calls, '/api/wallet/withdraw')).toBe(1);
  });

  it('waits with the injected sleep', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const { client } = setupClient(scripted('/api/feed', [tooMany, { status: 200, body: 1 }]), { sleep });
    await expect(client.get('/api/feed')).resolves.toBe(1);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(RETRY_429_DELAY_MS);
  });
});

describe('other failures', () => {
  it('rejects with an ApiError carrying the response data and field errors', async () => {
    const body = {
      message: 'The title is required.',
      errors: [{ field: 'title', errors: ['The title is required.'] }],
    };
    const { client } = setupClient(scripted('/api/playlists', [{ status: 422, body }]));
    const error = await client.post('/api/playlists', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      message: 'The title is required.',
      data: body,
      errors: body.errors,
      request: { method: 'POST', path: '/api/playlists' },
    });
  });

  it.each([403, 404, 500, 503])('rejects %i at once, without retrying', async (status) => {
    const { client, calls } = setupClient(scripted('/api/x', [{ status, body: { message: 'No' } }]));
    await expect(client.get('/api/x')).rejects.toMatchObject({ status, message: 'No' });
    expect(callsTo(calls, '/api/x')).toBe(1);
  });

  it('names the status when the body has no message', async () => {
    const { client } = setupClient(scripted('/api/x', [{ status: 502 }]));
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 502, message: 'Error 502', data: undefined });
  });

  it('turns a request that got no answer into an offline ApiError', async () => {
    const { client } = setupClient(scripted('/api/x', ['network']));
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'offline', isOffline: true });
  });

  it('reports an offline token request the same way', async () => {
    const { client } = setupClient(() => 'network');
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('lets a request cancelled in flight reject as an AbortError, not as offline', async () => {
    const controller = new AbortController();
    const { client } = setupClient((call) =>
      call.path === '/auth/token' ? authReply('client-1', 3600) : new Promise<FakeReply>(() => undefined),
    );
    const pending = client.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('does not start a cancelled request', async () => {
    const controller = new AbortController();
    const { client } = setupClient(scripted('/api/x', [{ status: 200 }]));
    controller.abort();
    const error = await client.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
