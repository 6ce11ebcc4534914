import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the error envelope while the database does not answer', async () => {
    vi.spyOn(t.deps.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.request('/api/health', { headers: { applocale: 'ko' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: '서비스를 아직 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.' });
  });
});
