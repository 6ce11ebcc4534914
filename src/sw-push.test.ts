// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { reportSubscriptionChange } from './sw/push';

function subscription(endpoint: string, auth: string) {
  return {
    options: { applicationServerKey: new Uint8Array([4, 1, 2]).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'key', auth } }),
  } as unknown as PushSubscription;
}

const sent = (send: ReturnType<typeof vi.fn>) => JSON.parse((send.mock.calls[0]![1] as RequestInit).body as string);

describe('reportSubscriptionChange (the worker’s pushsubscriptionchange)', () => {
  it('sends the replacement with the old endpoint and the secret that proves it', async () => {
    const send = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    const resubscribe = vi.fn();
    await reportSubscriptionChange(
      subscription('https://push.test/old', 'old-secret'),
      subscription('https://push.test/new', 'new-secret'),
      resubscribe,
      send,
    );
    expect(resubscribe).not.toHaveBeenCalled();
    expect(send.mock.calls[0]![0]).toBe('/api/push/subscriptions/renew');
    expect(sent(send)).toEqual({
      old_endpoint: 'https://push.test/old',
      old_auth: 'old-secret',
      subscription: { endpoint: 'https://push.test/new', keys: { p256dh: 'key', auth: 'new-secret' } },
    });
  });

  it('subscribes again with the same server key when the browser gave no replacement, or reports it dropped', async () => {
    const send = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    const resubscribe = vi.fn().mockResolvedValue(subscription('https://push.test/again', 's2'));
    const old = subscription('https://push.test/old', 'old-secret');
    await reportSubscriptionChange(old, null, resubscribe, send);
    expect(resubscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: old.options.applicationServerKey,
    });
    expect(sent(send).subscription.endpoint).toBe('https://push.test/again');

    const refused = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    await reportSubscriptionChange(old, null, () => Promise.reject(new Error('denied')), refused);
    expect(sent(refused)).toMatchObject({ old_endpoint: 'https://push.test/old', subscription: null });
  });

  it('sends nothing without an old subscription to prove the change', async () => {
    const send = vi.fn();
    await reportSubscriptionChange(null, subscription('https://push.test/new', 'n'), vi.fn(), send);
    expect(send).not.toHaveBeenCalled();
  });
});
