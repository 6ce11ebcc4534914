import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@tests/support/harness';
import type { OidcStandIn } from '@tests/support/oidc-stand-in';
import { socialTestApp } from '@tests/support/social-app';
import { redeem, socialRoundTrip } from '@tests/support/social-browser';
import { users } from '../../db/schema';
import { body, getProfile, type AuthBody } from '../auth/testing';

const social = socialTestApp();
let t: TestApp;
let google: OidcStandIn;
beforeAll(() => {
  ({ t, google } = social);
});

describe('sign-in with Google (oidc-provider stand-in)', () => {
  it('creates a fan with the verified address on the first sign-in and hands the PWA our tokens once', async () => {
    google.account = { sub: 'g-1', email: 'new.fan@example.com', email_verified: true, name: 'New Fan' };
    const landing = await socialRoundTrip(t, 'google');
    expect(landing.pathname).toBe('/en/social/google/callback');
    expect(landing.searchParams.has('refresh_token')).toBe(false);
    const res = await redeem(t, landing);
    expect(res.status).toBe(200);
    const { data, oauth } = await body<AuthBody>(res);
    expect(data).toMatchObject({ email: 'new.fan@example.com' });
    expect((await getProfile(t, oauth.access_token)).status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'new.fan@example.com'));
    expect(user).toMatchObject({ kind: 'fan', name: 'New Fan', status: 'approved' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect((await redeem(t, landing)).status).toBe(401);
  });
});
