import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import type { OidcStandIn } from '@tests/support/oidc-stand-in';
import { SOCIAL_PUBLIC_URL as PUBLIC_URL, socialTestApp } from '@tests/support/social-app';
import { consentAtProvider, redeem, returnToUs, socialRoundTrip, startSocial } from '@tests/support/social-browser';
import { socialFlows, socialIdentities, users } from '../../db/schema';
import { countRows } from '../auth/testing';

const social = socialTestApp();
let t: TestApp;
let google: OidcStandIn;
let n = 0;
beforeAll(() => {
  ({ t, google } = social);
});
beforeEach(() => {
  n += 1;
  google.account = { sub: `refused-${n}`, email: `refused${n}@example.com`, email_verified: true, name: 'Someone' };
});

const refusal = (landing: URL) => landing.searchParams.get('error');
const accounts = () => countRows(t, users);

describe('Google sign-in refusals', () => {
  it('refuses a tampered state, and a callback from another browser (no or another cookie)', async () => {
    const before = await accounts();
    const started = await startSocial(t, 'google');
    const back = await consentAtProvider(started.providerUrl, PUBLIC_URL);
    if (back.method !== 'GET') throw new Error('expected a redirect');
    const tampered = new URL(back.url);
    tampered.searchParams.set('state', `${back.url.searchParams.get('state')}x`);
    expect(refusal(await returnToUs(t, { method: 'GET', url: tampered }, started.cookie))).toBe('expired');
    expect(refusal(await returnToUs(t, back, null))).toBe('expired');
    expect(refusal(await returnToUs(t, back, 'sp_social=someone-elses'))).toBe('expired');
    // The real browser still finishes: the refusals spent nothing.
    expect((await returnToUs(t, back, started.cookie)).searchParams.has('api_access_token')).toBe(true);
    expect(await accounts()).toBe(before + 1);
  });

  it('refuses a replayed callback, and the provider refuses a replayed code', async () => {
    const started = await startSocial(t, 'google');
    const back = await consentAtProvider(started.providerUrl, PUBLIC_URL);
    expect((await returnToUs(t, back, started.cookie)).searchParams.has('api_access_token')).toBe(true);
    expect(refusal(await returnToUs(t, back, started.cookie))).toBe('expired');
    // Even if our flow were found again, the code itself is spent at the provider.
    await t.deps.db.update(socialFlows).set({ usedAt: null });
    expect(refusal(await returnToUs(t, back, started.cookie))).toBe('failed');
  });

  it.each([
    ['a wrong nonce', (c: Record<string, unknown>) => ({ ...c, nonce: 'not-ours' })],
    ['a wrong audience', (c: Record<string, unknown>) => ({ ...c, aud: 'another-client' })],
    ['another issuer', (c: Record<string, unknown>) => ({ ...c, iss: 'https://evil.example' })],
    ['an expired ID token', (c: Record<string, unknown>) => ({ ...c, iat: 1_000_000, exp: 1_000_600 })],
    ['a tampered signature', () => 'break-signature' as const],
  ])('refuses %s and creates nothing', async (_, change) => {
    const before = await accounts();
    google.rewriteNextIdToken(change);
    expect(refusal(await socialRoundTrip(t, 'google'))).toBe('failed');
    expect(await accounts()).toBe(before);
  });

  it('refuses an address the provider has not verified', async () => {
    google.account.email_verified = false;
    expect(refusal(await socialRoundTrip(t, 'google'))).toBe('email-unverified');
  });

  it('says so when the person cancels at the provider', async () => {
    expect(refusal(await socialRoundTrip(t, 'google', { answer: 'cancel' }))).toBe('cancelled');
  });

  it('refuses a blocked user, both at the callback and at the hand-off', async () => {
    const landing = await socialRoundTrip(t, 'google');
    const [identity] = await t.deps.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, google.account.sub));
    await t.deps.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, identity?.userId ?? 0));
    expect((await redeem(t, landing)).status).toBe(401);
    expect(refusal(await socialRoundTrip(t, 'google'))).toBe('blocked');
  });

  it('never signs an admin in, by a linked identity or by a matching address', async () => {
    const admin = await createUser(t.deps, { kind: 'admin', email: `refused${n}@example.com`, verified: true });
    expect(refusal(await socialRoundTrip(t, 'google'))).toBe('staff');
    await t.deps.db.insert(socialIdentities).values({
      userId: admin.id,
      provider: 'google',
      subject: 'admin-sub',
      confirmedAt: new Date(),
    });
    google.account = { ...google.account, sub: 'admin-sub' };
    expect(refusal(await socialRoundTrip(t, 'google'))).toBe('staff');
  });

  it('refuses an unknown or spent api_access_token', async () => {
    const res = await t.request('/auth/social/google/callback?api_access_token=made-up');
    expect(res.status).toBe(401);
  });

  it('answers 404 for a provider without credentials', async () => {
    expect((await t.request('/auth/social/facebook/start', { json: {} })).status).toBe(404);
    const list = (await (await t.request('/auth/social/providers')).json()) as { data: string[] };
    expect(list.data).toEqual(['google']);
  });
});
