import { describe, expect, it } from 'vitest';
import { createTransport } from './transport';

/** A transport whose fetch records each request's init and answers when told to. */
function recordingTransport() {
  const inits: RequestInit[] = [];
  const answers: Array<() => void> = [];
  const send = createTransport({
    getLocale: () => 'en',
    getCurrency: () => 'USD',
    fetch: (_input, init) => {
      inits.push(init ?? {});
      return new Promise<Response>((resolve) => answers.push(() => resolve(new Response('{}'))));
    },
  });
  const answerAll = () => answers.splice(0).forEach((answer) => answer());
  return { send, inits, answerAll };
}

describe('writes that outlive their page', () => {
  it('sends a small write with keepalive, a read without', async () => {
    const { send, inits, answerAll } = recordingTransport();
    const write = send({ method: 'PUT', path: '/api/follow/toggle', body: { id: 7, follow: true } });
    const read = send({ method: 'GET', path: '/api/creators/7/followers-count' });
    answerAll();
    await Promise.all([write, read]);
    expect(inits.map((init) => init.keepalive)).toEqual([true, false]);
  });

  it('keeps the bodies in flight within the browser keepalive quota, and frees it when answered', async () => {
    const { send, inits, answerAll } = recordingTransport();
    const body = { text: 'あ'.repeat(4000) }; // 12 KB in UTF-8
    const first = [1, 2, 3].map(() => send({ method: 'POST', path: '/api/chat/messages', body }));
    expect(inits.map((init) => init.keepalive)).toEqual([true, true, false]);
    answerAll();
    await Promise.all(first);
    const again = send({ method: 'POST', path: '/api/chat/messages', body });
    expect(inits.at(-1)?.keepalive).toBe(true);
    answerAll();
    await again;
  });
});
