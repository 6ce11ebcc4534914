/** Mixed traffic through the proxy by a few workers at once, tallying every answer. */
export interface Tally {
  requests: number;
  failures: number;
  /** What failed (status or error, and path), to explain a failure. */
  failed: string[];
  /** Chat messages the server acknowledged (201), by client id: each must exist afterwards. */
  acknowledged: string[];
}

export interface TrafficOptions {
  origin: string;
  token: string;
  conversationId: number;
  /** A prefix for the client ids of this run's messages. */
  run: string;
  workers?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each worker in turn browses the catalogue anonymously, reads the signed-in profile (its notification counts)
 * and posts a chat message. A failure is a 5xx answer or no answer at all.
 */
export function startTraffic({ origin, token, conversationId, run, workers = 3 }: TrafficOptions) {
  const tally: Tally = { requests: 0, failures: 0, failed: [], acknowledged: [] };
  const auth = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  let stopped = false;
  let sent = 0;

  async function call(path: string, init: RequestInit = {}): Promise<Response | null> {
    tally.requests += 1;
    try {
      const res = await fetch(`${origin}${path}`, init);
      await res.arrayBuffer();
      if (res.status < 500) return res;
      tally.failed.push(`${res.status} ${init.method ?? 'GET'} ${path}`);
    } catch (error) {
      tally.failed.push(`${String(error)} ${init.method ?? 'GET'} ${path}`);
    }
    tally.failures += 1;
    return null;
  }

  async function worker(): Promise<void> {
    while (!stopped) {
      await call('/api/content?limit=20&expand=cover,shortOwner');
      await call('/api/profile', { headers: auth });
      const id = `${run}-${(sent += 1)}`;
      const res = await call(`/api/chat/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_message_id: id, body: `message ${id}` }),
      });
      if (res?.status === 201) tally.acknowledged.push(id);
      await sleep(20);
    }
  }

  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    tally,
    async stop(): Promise<Tally> {
      stopped = true;
      await running;
      return tally;
    },
  };
}
