import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookPerson {
  id: string;
  name: string;
  /** Facebook leaves it out when the person signed up with a phone number or declined it. */
  email?: string;
}

export interface FacebookStandIn {
  dialogUrl: string;
  graphUrl: string;
  clientId: string;
  clientSecret: string;
  person: FacebookPerson;
  close(): Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  challenge: string | null;
  person: FacebookPerson;
}

/**
 * Facebook Login as our server meets it: the OAuth dialog (a consent page with Continue and Cancel),
 * the code-for-token exchange (client secret, redirect URI, single-use code, PKCE S256) and Graph
 * `/me?fields=id,name,email` with the access token, answering errors in Graph's `OAuthException` shape.
 */
export async function startFacebookStandIn(redirectUri: string, port = 0): Promise<FacebookStandIn> {
  const clientId = 'fb-app-id';
  const clientSecret = 'fb-app-secret';
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FacebookPerson>();
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => graphError(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: FacebookStandIn = {
    dialogUrl: `${url}/dialog/oauth`,
    graphUrl: url,
    clientId,
    clientSecret,
    person: { id: '10001', name: 'Stand-in Fan', email: 'fb-fan@example.com' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const at = new URL(req.url ?? '/', url);
    const raw = req.method === 'POST' ? await readAll(req) : '';
    const form = req.method === 'POST' ? new URLSearchParams(raw) : at.searchParams;
    if (at.pathname === '/dialog/oauth' && req.method === 'GET') return dialog(res, at.searchParams);
    if (at.pathname === '/dialog/oauth') return decide(res, form);
    if (at.pathname === '/oauth/access_token') return exchange(res, form);
    if (at.pathname === '/me') return me(req, res, at.searchParams);
    // A journey in another process says who signs in next.
    if (at.pathname === '/stand-in/person' && req.method === 'POST') {
      standIn.person = JSON.parse(raw) as FacebookPerson;
      res.writeHead(204).end();
      return;
    }
    return graphError(res, 404, 'Unknown path components');
  }

  function dialog(res: ServerResponse, q: URLSearchParams) {
    if (q.get('client_id') !== clientId || q.get('redirect_uri') !== redirectUri) {
      return graphError(res, 400, 'URL blocked: this redirect failed because the redirect URI is not whitelisted');
    }
    const hidden = ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method']
      .map((k) => `<input type="hidden" name="${k}" value="${escape(q.get(k) ?? '')}">`)
      .join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Stand-in Facebook</title><main><h1>Continue as ${escape(standIn.person.name)}?</h1>` +
        `<form method="post">${hidden}<button name="answer" value="continue">Continue</button>` +
        `<button name="answer" value="cancel">Cancel</button></form></main></html>`,
    );
  }

  function decide(res: ServerResponse, form: URLSearchParams) {
    const back = new URL(form.get('redirect_uri') ?? redirectUri);
    back.searchParams.set('state', form.get('state') ?? '');
    if (form.get('answer') === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      const challenge = form.get('code_challenge_method') === 'S256' ? form.get('code_challenge') : null;
      codes.set(code, { redirectUri: form.get('redirect_uri') ?? '', challenge, person: { ...standIn.person } });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { Location: back.href });
    res.end();
  }

  function exchange(res: ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return graphError(res, 400, 'Error validating client secret.');
    }
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    if (!code) return graphError(res, 400, 'This authorization code has been used.');
    if (code.redirectUri !== form.get('redirect_uri'))
      return graphError(res, 400, 'Error validating verification code.');
    const verifier = form.get('code_verifier') ?? '';
    if (code.challenge && createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
      return graphError(res, 400, 'Invalid code verifier.');
    }
    const token = randomBytes(24).toString('hex');
    tokens.set(token, code.person);
    json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
  }

  function me(req: IncomingMessage, res: ServerResponse, q: URLSearchParams) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? q.get('access_token') ?? '';
    const person = tokens.get(bearer);
    if (!person) return graphError(res, 400, 'Invalid OAuth access token.');
    const fields = (q.get('fields') ?? 'id,name').split(',');
    const out: Record<string, string> = {};
    for (const field of fields) {
      const value = person[field as keyof FacebookPerson];
      if (value !== undefined) out[field] = value;
    }
    json(res, 200, out);
  }
  return standIn;
}

function graphError(res: ServerResponse, status: number, message: string) {
  json(res, status, { error: { message, type: 'OAuthException', code: 100 } });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
