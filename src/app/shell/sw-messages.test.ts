// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWorkerInformed } from './sw-messages';

/**
 * A stand-in for navigator.serviceWorker: its controller, the event a new controller fires, and a worker
 * that answers CLIENT_TOKENS when `reply` is called (the real one answers once it has kept the hashes).
 */
function fakeContainer(controlled: boolean) {
  const events = new EventTarget();
  const waiting: MessagePort[] = [];
  const worker = {
    postMessage: vi.fn((message: { type: string }, ports?: MessagePort[]) => {
      if (message.type === 'CLIENT_TOKENS' && ports?.[0]) waiting.push(ports[0]);
    }),
  };
  const container = Object.assign(events, {
    controller: controlled ? worker : null,
    ready: new Promise(() => undefined),
    takeOver() {
      container.controller = worker;
      events.dispatchEvent(new Event('controllerchange'));
    },
    tokensAnnounced: () => worker.postMessage.mock.calls.filter(([m]) => m.type === 'CLIENT_TOKENS').length,
    reply() {
      for (const port of waiting.splice(0)) port.postMessage('kept');
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

/** Lets pending messages and promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepWorkerInformed', () => {
  it("fetches a first visit's data again once a worker takes over and has kept the client token", async () => {
    const container = fakeContainer(false);
    const onFirstControl = vi.fn();
    keepWorkerInformed({ onFirstControl });
    container.takeOver();
    await vi.waitFor(() => expect(container.tokensAnnounced()).toBe(1));
    await settle();
    // Not before the worker says it kept the token: its answers would not be shared, so not cached.
    expect(onFirstControl).not.toHaveBeenCalled();
    container.reply();
    await vi.waitFor(() => expect(onFirstControl).toHaveBeenCalledTimes(1));

    // A later update taking over fetches nothing again.
    container.takeOver();
    await vi.waitFor(() => expect(container.tokensAnnounced()).toBe(2));
    container.reply();
    await settle();
    expect(onFirstControl).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing again on a page a worker already controlled (its answers went through it)', async () => {
    const container = fakeContainer(true);
    const onFirstControl = vi.fn();
    keepWorkerInformed({ onFirstControl });
    container.takeOver();
    await vi.waitFor(() => expect(container.tokensAnnounced()).toBe(1));
    container.reply();
    await settle();
    expect(onFirstControl).not.toHaveBeenCalled();
  });
});
