import type { SocialProvider } from '@shared/schemas/social';
import type { TestApp } from './harness';

/** What the provider sends the browser back to us with: a redirect (GET) or Apple's auto-posted form. */
export type ProviderAnswer = { method: 'GET'; url: URL } | { method: 'POST'; url: URL; form: Record<string, string> };

export interface Started {
  /** The provider's authorization URL our server built. */
  providerUrl: URL;
  /** Our `sp_social` browser-binding cookie, as a Cookie header value. */
  cookie: string;
}

/** The PWA asks our server to start a sign-in (or, with a token, a link). */
export async function startSocial(
  t: TestApp,
  provider: SocialProvider,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<Started> {
  const res = await t.request(`/auth/social/${provider}/start`, { json: body, token });
  if (res.status !== 200) throw new Error(`start answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: { url: string } };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sp_social='));
  if (!cookie) throw new Error('start set no sp_social cookie');
  return { providerUrl: new URL(data.url), cookie: cookie.split(';')[0] ?? '' };
}

/**
 * The person at the provider: follows its redirects with its own cookies, answers its consent page
 * (Continue or Cancel) and stops where the provider sends them back to `ourOrigin`.
 */
export async function consentAtProvider(
  providerUrl: URL,
  ourOrigin: string,
  answer: 'continue' | 'cancel' = 'continue',
): Promise<ProviderAnswer> {
  const jar = new Map<string, string>();
  let next: { url: URL; init: RequestInit } = { url: providerUrl, init: { method: 'GET' } };
  for (let hop = 0; hop < 12; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...next.init.headers, cookie } });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const url = new URL(location, next.url);
      if (url.origin === ourOrigin) return { method: 'GET', url };
      next = { url, init: { method: 'GET' } };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`the provider answered ${res.status}: ${html}`);
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (action && new URL(action).origin === ourOrigin) {
      // form_post: the page would auto-submit these fields to our callback.
      const form: Record<string, string> = {};
      for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi))
        form[m[1] ?? ''] = unescape(m[2] ?? '');
      return { method: 'POST', url: new URL(action), form };
    }
    const hidden = new URLSearchParams({ answer });
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      hidden.set(m[1] ?? '', unescape(m[2] ?? ''));
    next = {
      url: next.url,
      init: {
        method: 'POST',
        body: hidden.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('too many hops at the provider');
}

/** The browser arrives back at our callback; returns where we send it in the PWA. */
export async function returnToUs(t: TestApp, back: ProviderAnswer, cookie: string | null): Promise<URL> {
  const path = `${back.url.pathname}${back.url.search}`;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const res =
    back.method === 'GET'
      ? await t.app.request(path, { headers })
      : await t.app.request(path, {
          method: 'POST',
          body: new URLSearchParams(back.form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
  if (res.status !== 303) throw new Error(`our callback answered ${res.status}: ${await res.text()}`);
  const location = new URL(res.headers.get('location') ?? '');
  if (back.method === 'POST') return returnToUs(t, { method: 'GET', url: location }, cookie);
  return location;
}

/** The whole round trip of a person who consents; returns where the PWA lands. */
export async function socialRoundTrip(
  t: TestApp,
  provider: SocialProvider,
  opts: { body?: Record<string, unknown>; token?: string; answer?: 'continue' | 'cancel' } = {},
): Promise<URL> {
  const started = await startSocial(t, provider, opts.body, opts.token);
  const back = await consentAtProvider(started.providerUrl, t.deps.config.publicUrl, opts.answer);
  return returnToUs(t, back, started.cookie);
}

/** The PWA's callback page trades the `api_access_token` it was given. */
export function redeem(t: TestApp, landing: URL): Promise<Response> {
  const provider = landing.pathname.split('/')[3];
  const token = landing.searchParams.get('api_access_token') ?? '';
  return t.request(`/auth/social/${provider}/callback?api_access_token=${encodeURIComponent(token)}`);
}

function unescape(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}
