import { eq, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@tests/support/harness';
import { socialTestApp } from '@tests/support/social-app';
import { startSocial } from '@tests/support/social-browser';
import { socialEmailRequests, socialFlows } from '../../db/schema';
import { SOCIAL_START_LIMIT } from './routes';

const social = socialTestApp({ env: { TRUST_PROXY: '1' } });
let t: TestApp;
beforeAll(() => {
  ({ t } = social);
});

const long = new Date(Date.now() - 2 * 24 * 3_600_000);

describe('social sign-in housekeeping', () => {
  it('a new start clears flows that expired long ago, and keeps the live ones', async () => {
    await t.deps.db.insert(socialFlows).values({
      stateHash: 'old-state',
      browserHash: 'old-browser',
      provider: 'google',
      intent: 'sign-in',
      locale: 'en',
      nonce: 'n',
      codeVerifier: 'v',
      expiresAt: long,
    });
    const live = await startSocial(t, 'google');
    expect(live.cookie).toMatch(/^sp_social=/);
    expect(await t.deps.db.select().from(socialFlows).where(eq(socialFlows.stateHash, 'old-state'))).toEqual([]);
    expect((await t.deps.db.select().from(socialFlows)).length).toBeGreaterThan(0);
  });

  it('a new start also clears e-mail requests that expired long ago', async () => {
    await t.deps.db.insert(socialEmailRequests).values({
      askHash: 'old-ask',
      provider: 'facebook',
      subject: 'fb-1',
      intent: 'sign-in',
      locale: 'en',
      expiresAt: long,
    });
    await startSocial(t, 'google');
    expect(
      await t.deps.db.select().from(socialEmailRequests).where(lt(socialEmailRequests.expiresAt, new Date())),
    ).toEqual([]);
  });

  it('one address may start only so many sign-ins in a burst: then 429 with Retry-After, and nothing stored', async () => {
    const address = { 'X-Forwarded-For': '198.51.100.7' };
    for (let i = 0; i < SOCIAL_START_LIMIT.capacity; i++) {
      const res = await t.request('/auth/social/google/start', { json: {}, headers: address });
      expect(res.status).toBe(200);
    }
    const before = (await t.deps.db.select().from(socialFlows)).length;
    const refused = await t.request('/auth/social/google/start', { json: {}, headers: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await t.deps.db.select().from(socialFlows)).length).toBe(before);
    // Another address is not affected.
    const other = await t.request('/auth/social/google/start', {
      json: {},
      headers: { 'X-Forwarded-For': '198.51.100.8' },
    });
    expect(other.status).toBe(200);
  });
});
