import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import type { FacebookStandIn } from '@tests/support/facebook-stand-in';
import type { OidcStandIn } from '@tests/support/oidc-stand-in';
import { SOCIAL_PUBLIC_URL as PUBLIC_URL, socialTestApp } from '@tests/support/social-app';
import { redeem, socialRoundTrip } from '@tests/support/social-browser';
import { SocialMessages } from '@shared/schemas/social';
import { socialIdentities, users } from '../../db/schema';
import { body, mailsTo, PASSWORD, type AuthBody, type ErrorBody } from '../auth/testing';

const social = socialTestApp({ facebook: true });
let t: TestApp;
let google: OidcStandIn;
let facebook: FacebookStandIn;
beforeAll(() => {
  ({ t, google, facebook } = social);
});

const linked = (userId: number) => t.deps.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));

describe('a provider address that matches a password account', () => {
  it('is never linked silently: the owner proves it with the password, then it signs in alone', async () => {
    const owner = await createUser(t.deps, { kind: 'fan', email: 'owner@example.com', password: PASSWORD });
    google.account = { sub: 'g-owner', email: 'OWNER@example.com', email_verified: true, name: 'Owner' };
    const landing = await socialRoundTrip(t, 'google');
    expect(landing.searchParams.has('api_access_token')).toBe(false);
    const linkToken = landing.searchParams.get('link_token') ?? '';
    expect(linkToken).not.toBe('');
    expect((await linked(owner.id)).every((i) => i.confirmedAt === null)).toBe(true);

    const wrong = await t.request('/auth/social/link/confirm', { json: { link_token: linkToken, password: 'not it' } });
    expect(wrong.status).toBe(401);
    expect((await linked(owner.id)).every((i) => i.confirmedAt === null)).toBe(true);

    const right = await t.request('/auth/social/link/confirm', { json: { link_token: linkToken, password: PASSWORD } });
    expect(right.status).toBe(200);
    expect((await body<AuthBody>(right)).data).toMatchObject({ id: owner.id });
    expect((await linked(owner.id))[0]?.confirmedAt).not.toBeNull();
    const spent = await t.request('/auth/social/link/confirm', { json: { link_token: linkToken, password: PASSWORD } });
    expect((await body<ErrorBody>(spent)).message).toBe(SocialMessages.expired);

    const again = await socialRoundTrip(t, 'google');
    const res = await redeem(t, again);
    expect((await body<AuthBody>(res)).data).toMatchObject({ id: owner.id });
  });
});

describe('the mailed proof', () => {
  it('mails the owner a link; the token in the browser stops working, the mailed one links and signs in', async () => {
    const owner = await createUser(t.deps, { kind: 'fan', email: 'mailbox@example.com' });
    google.account = { sub: 'g-mailbox', email: 'mailbox@example.com', email_verified: true, name: 'Mailbox' };
    const linkToken = (await socialRoundTrip(t, 'google')).searchParams.get('link_token') ?? '';
    // The token in the browser proves nothing about the mailbox: it cannot stand in for the mailed one.
    const early = await t.request('/auth/social/link/confirm-mail', { json: { link_token: linkToken } });
    expect(early.status).toBe(401);
    expect((await t.request('/auth/social/link/mail', { json: { link_token: linkToken } })).status).toBe(200);
    const [mail] = await mailsTo(t, 'mailbox@example.com');
    const proof = /link_proof=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toContain(`${PUBLIC_URL}/en/social/google/callback?link_proof=`);
    const withBrowserToken = await t.request('/auth/social/link/confirm-mail', { json: { link_token: linkToken } });
    expect(withBrowserToken.status).toBe(401);
    expect((await linked(owner.id))[0]?.confirmedAt).toBeNull();
    const res = await t.request('/auth/social/link/confirm-mail', { json: { link_token: proof } });
    expect((await body<AuthBody>(res)).data).toMatchObject({ id: owner.id });
    expect((await linked(owner.id))[0]?.confirmedAt).not.toBeNull();
    expect((await t.request('/auth/social/link/confirm-mail', { json: { link_token: proof } })).status).toBe(401);
  });
});

describe('creator sign-up with a provider', () => {
  it('creates a creator, pending approval, with the chosen role', async () => {
    google.account = { sub: 'g-creator', email: 'dancer@example.com', email_verified: true, name: 'Dancer' };
    const landing = await socialRoundTrip(t, 'google', { body: { intent: 'creator-sign-up', role: 3 } });
    expect((await redeem(t, landing)).status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'dancer@example.com'));
    expect(user).toMatchObject({ kind: 'creator', creatorRole: 3, status: 'pending' });
  });
});

describe('Facebook', () => {
  it('signs up through the dialog and Graph /me, and refuses when Graph gives no address', async () => {
    facebook.person = { id: 'fb-1', name: 'Facebook Fan', email: 'fb.fan@example.com' };
    const res = await redeem(t, await socialRoundTrip(t, 'facebook'));
    expect((await body<AuthBody>(res)).data).toMatchObject({ email: 'fb.fan@example.com' });
  });

  it('asks for an address when Graph gives none, and makes the account only once a link mailed to it is opened', async () => {
    facebook.person = { id: 'fb-2', name: 'Phone Person' };
    const landing = await socialRoundTrip(t, 'facebook');
    const emailToken = landing.searchParams.get('email_token') ?? '';
    expect(emailToken).not.toBe('');
    const before = await t.deps.db.select().from(users);
    const bad = await t.request('/auth/social/email', { json: { email_token: emailToken, email: 'not an address' } });
    expect(bad.status).toBe(422);
    const asked = await t.request('/auth/social/email', {
      json: { email_token: emailToken, email: 'phone@example.com' },
    });
    expect(asked.status).toBe(200);
    expect(await t.deps.db.select().from(users)).toHaveLength(before.length);
    const again = await t.request('/auth/social/email', {
      json: { email_token: emailToken, email: 'else@example.com' },
    });
    expect(again.status).toBe(401);
    const [mail] = await mailsTo(t, 'phone@example.com');
    const proof = /email_proof=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const res = await t.request('/auth/social/email/confirm', { json: { email_proof: proof } });
    expect(res.status).toBe(200);
    const { data } = await body<AuthBody>(res);
    expect(data).toMatchObject({ email: 'phone@example.com' });
    const [user] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.id, data?.id ?? 0));
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect((await t.request('/auth/social/email/confirm', { json: { email_proof: proof } })).status).toBe(401);
    // Next time Facebook alone signs them in.
    expect((await redeem(t, await socialRoundTrip(t, 'facebook'))).status).toBe(200);
  });

  it('says so when the person cancels in the dialog', async () => {
    expect((await socialRoundTrip(t, 'facebook', { answer: 'cancel' })).searchParams.get('error')).toBe('cancelled');
  });
});

describe('linked providers on /account', () => {
  it('links another provider while signed in, lists it, and unlinks all but the last way in', async () => {
    google.account = { sub: 'g-only', email: 'social.only@example.com', email_verified: true, name: 'Social Only' };
    const { data } = await body<AuthBody>(await redeem(t, await socialRoundTrip(t, 'google')));
    const token = await tokenFor(t.deps, data?.id ?? 0, 'api');
    facebook.person = { id: 'fb-linked', name: 'Social Only', email: 'other.address@example.com' };
    const landing = await socialRoundTrip(t, 'facebook', { body: { intent: 'link' }, token });
    expect(landing.pathname).toBe('/en/account');
    expect(landing.searchParams.get('linked')).toBe('facebook');

    const list = await t.request('/api/profile/social-sign-in', { token });
    const providers = (await body<{ data: { provider: string }[] }>(list)).data.map((p) => p.provider);
    expect(providers).toEqual(['google', 'facebook']);

    expect((await t.request('/api/profile/social-sign-in/google', { method: 'DELETE', token })).status).toBe(204);
    const last = await t.request('/api/profile/social-sign-in/facebook', { method: 'DELETE', token });
    expect(last.status).toBe(422);
    expect((await body<ErrorBody>(last)).message).toBe(SocialMessages.lastWay);
    expect(await linked(data?.id ?? 0)).toHaveLength(1);
    expect((await t.request('/api/profile/social-sign-in/google', { method: 'DELETE', token })).status).toBe(404);
  });

  it('lets a password account unlink its only provider, and refuses a link already held by someone else', async () => {
    const holder = await createUser(t.deps, { kind: 'fan' });
    const other = await createUser(t.deps, { kind: 'fan' });
    facebook.person = { id: 'fb-held', name: 'Held', email: 'held@example.com' };
    const holderToken = await tokenFor(t.deps, holder.id, 'api');
    await socialRoundTrip(t, 'facebook', { body: { intent: 'link' }, token: holderToken });
    const taken = await socialRoundTrip(t, 'facebook', {
      body: { intent: 'link' },
      token: await tokenFor(t.deps, other.id, 'api'),
    });
    expect(taken.searchParams.get('error')).toBe('taken');
    const del = await t.request('/api/profile/social-sign-in/facebook', { method: 'DELETE', token: holderToken });
    expect(del.status).toBe(204);
    const rows = await t.deps.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.userId, holder.id), eq(socialIdentities.provider, 'facebook')));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in user to start a link', async () => {
    expect((await t.request('/auth/social/google/start', { json: { intent: 'link' } })).status).toBe(401);
  });
});
