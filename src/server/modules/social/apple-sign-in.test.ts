import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { startOidcStandIn, type OidcStandIn } from '@tests/support/oidc-stand-in';
import { consentAtProvider, redeem, returnToUs, startSocial } from '@tests/support/social-browser';
import { users } from '../../db/schema';
import { body, type AuthBody } from '../auth/testing';

const PUBLIC_URL = 'http://stagepass.test';
const TEAM = 'TEAM123456';
const KEY_ID = 'KEY1234567';
let apple: OidcStandIn;
let t: TestApp;
let wrongKeyApp: TestApp;

beforeAll(async () => {
  const team = await generateKeyPair('ES256', { extractable: true });
  const stranger = await generateKeyPair('ES256', { extractable: true });
  apple = await startOidcStandIn({
    redirectUri: `${PUBLIC_URL}/social/apple/callback`,
    clientId: 'com.stagepass.web',
    apple: { teamId: TEAM, keyId: KEY_ID, publicKey: team.publicKey },
  });
  const env = (key: string) => ({
    PUBLIC_URL,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_TEAM_ID: TEAM,
    APPLE_KEY_ID: KEY_ID,
    APPLE_PRIVATE_KEY: key.replace(/\n/g, '\\n'),
    APPLE_ISSUER: apple.issuer,
  });
  t = await createTestApp({ env: env(await exportPKCS8(team.privateKey)) });
  wrongKeyApp = await createTestApp({ env: env(await exportPKCS8(stranger.privateKey)) });
});
afterAll(async () => {
  await t.close();
  await wrongKeyApp.close();
  await apple.close();
});

/** Apple answers with an auto-posted form (form_post); its `user` field (the name) comes on the first consent only. */
async function appleRoundTrip(app: TestApp): Promise<{ landing: URL; user?: string }> {
  const started = await startSocial(app, 'apple');
  expect(started.providerUrl.searchParams.get('response_mode')).toBe('form_post');
  const back = await consentAtProvider(started.providerUrl, PUBLIC_URL);
  if (back.method !== 'POST') throw new Error('Apple answers with form_post');
  return { landing: await returnToUs(app, back, started.cookie), user: back.form.user };
}

describe('sign-in with Apple (oidc-provider stand-in, form_post, ES256 client secret)', () => {
  it('creates a fan named from the first answer, and signs them in again without a name', async () => {
    apple.account = {
      sub: 'apple-1',
      email: 'x1y2@privaterelay.appleid.com',
      email_verified: 'true',
      name: 'Aiko Tanaka',
    };
    const first = await appleRoundTrip(t);
    expect(JSON.parse(first.user ?? '{}')).toMatchObject({ name: { firstName: 'Aiko', lastName: 'Tanaka' } });
    const { data } = await body<AuthBody>(await redeem(t, first.landing));
    const [user] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.id, data?.id ?? 0));
    expect(user).toMatchObject({ name: 'Aiko Tanaka', email: 'x1y2@privaterelay.appleid.com', kind: 'fan' });
    const again = await appleRoundTrip(t);
    expect(again.user).toBeUndefined();
    expect((await body<AuthBody>(await redeem(t, again.landing))).data).toMatchObject({ id: data?.id ?? 0 });
    expect(apple.refusedSecrets).toBe(0);
  });

  it('is refused by Apple when the client secret is not signed with the team key', async () => {
    apple.account = { sub: 'apple-2', email: 'second@example.com', email_verified: 'true' };
    expect((await appleRoundTrip(wrongKeyApp)).landing.searchParams.get('error')).toBe('failed');
    expect(apple.refusedSecrets).toBe(1);
  });
});
