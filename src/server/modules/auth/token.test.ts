import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TOKEN_TTL_SECONDS } from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { createTestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { accessTokens, oauthClients } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { ensureWebClient } from './ensure-web-client';
import { body, countRows, fieldErrors, PASSWORD, type AuthBody, type ErrorBody, type TestApp } from './testing';

let t: TestApp;
let clientId: string;
let clientSecret: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  clientId = t.deps.config.WEB_CLIENT_ID;
  clientSecret = t.deps.config.WEB_CLIENT_SECRET;
});
afterAll(() => t.close());

const tokenRequest = (json: unknown) => t.request('/auth/token', { method: 'POST', json });

describe('POST /auth/token', () => {
  it.each(['api', 'backend'] as const)('gives the web client a %s token, stored only as its hash', async (scope) => {
    const res = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scopes: [scope],
    });
    expect(res.status).toBe(200);
    const { data, oauth } = await body<AuthBody>(res);
    expect(data).toBeNull();
    expect(oauth).toEqual({
      access_token: expect.any(String),
      expires_in: CLIENT_TOKEN_TTL_SECONDS,
      token_type: 'Bearer',
    });
    expect(oauth.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(oauth.access_token)));
    expect(row).toMatchObject({ clientId, userId: null, scope, familyId: null });
    expect(await countRows(t, accessTokens, eq(accessTokens.tokenHash, oauth.access_token))).toBe(0);
  });

  it('refuses a wrong secret or an unknown client with 401 and issues nothing', async () => {
    const before = await countRows(t, accessTokens);
    for (const [id, secret] of [
      [clientId, 'wrong'],
      ['no-such-client', clientSecret],
    ]) {
      const res = await tokenRequest({
        grant_type: 'client_credentials',
        client_id: id,
        client_secret: secret,
        scopes: ['api'],
      });
      expect(res.status).toBe(401);
    }
    expect(await countRows(t, accessTokens)).toBe(before);
  });

  it('refuses a scope the client was not given with 422 on scopes', async () => {
    await t.deps.db
      .insert(oauthClients)
      .values({ id: 'site-only', name: 'Site only', secretHash: hashToken('s3cret'), scopes: ['api'] });
    const ok = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: 'site-only',
      client_secret: 's3cret',
      scopes: ['api'],
    });
    expect(ok.status).toBe(200);
    const res = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: 'site-only',
      client_secret: 's3cret',
      scopes: ['backend'],
    });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'scopes')).toEqual([AuthMessages.clientScopeRefused]);
  });

  it('answers 422 per field for a malformed request and writes nothing', async () => {
    const before = await countRows(t, accessTokens);
    const empty = await body<ErrorBody>(await tokenRequest({}));
    for (const field of ['grant_type', 'client_id', 'client_secret', 'scopes'])
      expect(fieldErrors(empty, field)).toBeDefined();
    for (const json of [
      { grant_type: 'password', client_id: clientId, client_secret: clientSecret, scopes: ['api'] },
      {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scopes: ['api', 'backend'],
      },
      { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scopes: ['admin'] },
      { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scopes: [] },
    ]) {
      expect((await tokenRequest(json)).status).toBe(422);
    }
    expect(await countRows(t, accessTokens)).toBe(before);
  });

  it('lets both client tokens reach the auth routes', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'both-scopes@example.test', password: PASSWORD });
    for (const scope of ['api', 'backend'] as const) {
      const client = await body<AuthBody>(
        await tokenRequest({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
          scopes: [scope],
        }),
      );
      const res = await t.request('/auth/login', {
        method: 'POST',
        token: client.oauth.access_token,
        json: { email: 'both-scopes@example.test', password: PASSWORD },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('ensureWebClient', () => {
  it('upserts the configured client, so a new secret replaces the old one', async () => {
    const rotated = { ...t.deps, config: { ...t.deps.config, WEB_CLIENT_SECRET: 'rotated-secret' } };
    await ensureWebClient(rotated);
    const [row] = await t.deps.db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
    expect(row).toMatchObject({ secretHash: hashToken('rotated-secret'), scopes: ['api', 'backend'] });
    const old = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scopes: ['api'],
    });
    expect(old.status).toBe(401);
    await ensureWebClient(t.deps);
    const back = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scopes: ['api'],
    });
    expect(back.status).toBe(200);
  });
});
