import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, decodeJwt, type JWK, type CryptoKey } from 'jose';
import type Provider from 'oidc-provider';

/** The person who signs in at the stand-in; claims as Google (`email_verified: true`) or Apple (`"true"`) send them. */
export interface StandInAccount {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

/** Apple's client secret is an ES256 JWT; the stand-in checks it with the team's public key, as Apple does. */
export interface AppleClientCheck {
  teamId: string;
  keyId: string;
  publicKey: CryptoKey;
}

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next consent. */
  account: StandInAccount;
  /** Changes the next ID token (claims, or a broken signature) before it reaches the client. */
  rewriteNextIdToken(change: (claims: Record<string, unknown>) => Record<string, unknown> | 'break-signature'): void;
  /** Token requests whose Apple client secret the stand-in refused. */
  refusedSecrets: number;
  close(): Promise<void>;
}

/**
 * oidc-provider's notices that hold for any stand-in and say nothing of the code under test: this machine's
 * Node 20 (it wants 22), the in-memory store a stand-in is meant to use, and the body the stand-in's own route
 * read first. Kept out of the test output so a real warning stands out; any other line still prints.
 */
const STAND_IN_NOTICES = [/Unsupported runtime/, /development-only in-memory adapter/, /already parsed request body/];

function quietStandInNotices(): void {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const [first] = args;
    const notice = typeof first === 'string' && first.includes('oidc-provider WARNING:');
    if (notice && STAND_IN_NOTICES.some((pattern) => pattern.test(first))) return;
    warn(...args);
  };
}

let loading: Promise<typeof Provider> | undefined;
/** Imported on first use, once the notices are filtered: its runtime notice prints at import. */
function loadProvider(): Promise<typeof Provider> {
  loading ??= (async () => {
    quietStandInNotices();
    return (await import('oidc-provider')).default;
  })();
  return loading;
}

/**
 * A real OpenID Provider (panva's certified oidc-provider) on a loopback port, standing in for Google or
 * Apple: discovery, JWKS, authorization code with PKCE, nonce, form_post, ID tokens signed RS256. Its
 * consent page is ours (`/interaction/{uid}`): a "Continue" and a "Cancel" button, for people and tests.
 */
export async function startOidcStandIn(opts: {
  redirectUri: string;
  clientId?: string;
  apple?: AppleClientCheck;
  /** A fixed port (the e2e server must know it before it starts); any free one otherwise. */
  port?: number;
}): Promise<OidcStandIn> {
  const clientId = opts.clientId ?? 'stand-in-client';
  const clientSecret = 'stand-in-secret';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' };
  let rewrite: ((claims: Record<string, unknown>) => Record<string, unknown> | 'break-signature') | undefined;
  const server = createServer((req, res) => route(req, res).catch((error: unknown) => fail(res, error)));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: OidcStandIn = {
    issuer,
    clientId,
    clientSecret,
    account: { sub: 'person-1', email: 'person@example.com', email_verified: true, name: 'Stand-in Person' },
    rewriteNextIdToken: (change) => {
      rewrite = change;
    },
    refusedSecrets: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const OidcProvider = await loadProvider();
  const provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['stand-in-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    scopes: ['openid', 'email', 'profile', 'name'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      // Apple never puts the name in the ID token: it comes once, in the form_post's `user` field.
      claims: () => (opts.apple ? { ...standIn.account, sub, name: undefined } : { ...standIn.account, sub }),
    }),
  });

  const handle = provider.callback();
  const named = new Set<string>();

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (interaction) return consent(provider, req, res, standIn.account);
    // A journey in another process says who signs in next.
    if (url.pathname === '/stand-in/account' && req.method === 'POST') {
      standIn.account = JSON.parse(await readAll(req)) as StandInAccount;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      if (opts.apple && !(await appleSecretAccepted(req, opts.apple, clientId, clientSecret, issuer))) {
        standIn.refusedSecrets += 1;
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'invalid_client' }));
        return;
      }
      if (rewrite) {
        const change = rewrite;
        rewrite = undefined;
        await rewriteIdToken(res, change, privateKey, signingJwk.kid ?? '');
      }
    }
    if (opts.apple && url.pathname.startsWith('/auth')) addAppleUserOnce(res, standIn.account, named);
    handle(req, res);
  }
  return standIn;
}

async function consent(provider: Provider, req: IncomingMessage, res: ServerResponse, account: StandInAccount) {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Stand-in sign-in</title><main><h1>Sign in to ${String(details.params.client_id)}</h1>` +
        `<p>as ${account.name ?? account.sub} (${account.email ?? 'no e-mail'})</p>` +
        `<form method="post"><button name="answer" value="continue">Continue</button>` +
        `<button name="answer" value="cancel">Cancel</button></form></main></html>`,
    );
    return;
  }
  const body = new URLSearchParams(await readAll(req));
  if (body.get('answer') === 'cancel') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
    return;
  }
  const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } });
}

/** Checks Apple's client secret JWT, then hands the provider the body with the registered secret (it knows no JWTs). */
async function appleSecretAccepted(
  req: IncomingMessage,
  apple: AppleClientCheck,
  clientId: string,
  clientSecret: string,
  issuer: string,
): Promise<boolean> {
  const body = Object.fromEntries(new URLSearchParams(await readAll(req)));
  try {
    const { protectedHeader } = await jwtVerify(body.client_secret ?? '', apple.publicKey, {
      algorithms: ['ES256'],
      issuer: apple.teamId,
      subject: clientId,
      audience: issuer,
    });
    if (protectedHeader.kid !== apple.keyId) return false;
  } catch {
    return false;
  }
  // oidc-provider reads an already-read body from req.body.
  (req as IncomingMessage & { body?: unknown }).body = { ...body, client_secret: clientSecret };
  return true;
}

/** Like Apple, adds `user={"name":{…},"email":…}` to the first form_post answer for a person, never again. */
function addAppleUserOnce(res: ServerResponse, account: StandInAccount, named: Set<string>) {
  rewriteBody(res, (html) => {
    if (!account.name || named.has(account.sub) || !html.includes('name="code"')) return html;
    named.add(account.sub);
    const [firstName, ...rest] = account.name.split(' ');
    const user = JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email: account.email });
    const escaped = user.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    return html.replace('</form>', `<input type="hidden" name="user" value="${escaped}"/></form>`);
  });
}

/** Lets `change` rewrite the whole body the provider answers with (its length then unknown: chunked). */
function rewriteBody(res: ServerResponse, change: (body: string) => string) {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (name.toLowerCase() === 'content-length' ? res : setHeader(name, value));
  res.end = ((chunk?: unknown) => (chunk == null ? end() : end(change(String(chunk))))) as typeof res.end;
}

async function rewriteIdToken(
  res: ServerResponse,
  change: (claims: Record<string, unknown>) => Record<string, unknown> | 'break-signature',
  key: CryptoKey,
  kid: string,
) {
  const end = res.end.bind(res);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (name.toLowerCase() === 'content-length' ? res : setHeader(name, value));
  res.end = ((chunk: unknown) => {
    const answer = JSON.parse(String(chunk)) as { id_token?: string };
    const done = (body: string) => (end as (c: string) => ServerResponse)(body);
    if (!answer.id_token) return done(JSON.stringify(answer));
    const claims = change(decodeJwt(answer.id_token));
    if (claims === 'break-signature') {
      const [head, payload, signature = ''] = answer.id_token.split('.');
      const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
      return done(JSON.stringify({ ...answer, id_token: `${head}.${payload}.${flipped}` }));
    }
    void new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(key)
      .then((idToken) => done(JSON.stringify({ ...answer, id_token: idToken })));
    return res;
  }) as typeof res.end;
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function fail(res: ServerResponse, error: unknown) {
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
  res.end(String(error));
}
