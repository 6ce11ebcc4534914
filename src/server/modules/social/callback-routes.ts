import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { SocialProviderSchema, type SocialProvider, type SocialRefusal } from '@shared/schemas/social';
import * as v from 'valibot';
import type { Env } from '../../http/context';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, redirectTo } from '../../http/route';
import { createLogger } from '../../logger';
import { askForEmail } from './ask-email';
import { consumeFlow } from './consume-flow';
import { fetchIdentity } from './fetch-identity';
import { BROWSER_COOKIE } from './browser-cookie';
import { callbackUrl, configuredProviders } from './providers';
import { settleSignIn, type Outcome } from './settle-sign-in';

/**
 * Where the providers send the browser back: `{PUBLIC_URL}/social/{provider}/callback`, outside
 * the API. It answers with a redirect into the PWA, never with tokens.
 */
export const socialCallbackRouter = createRouter('api');

function providerParam(c: Context<Env>): SocialProvider {
  const parsed = v.safeParse(SocialProviderSchema, c.req.param('provider'));
  if (!parsed.success || !configuredProviders(c.var.deps.config).includes(parsed.output)) throw notFound();
  return parsed.output;
}

/** Where the PWA picks the outcome up: a one-time token, a question, or the reason for a refusal. */
function pwaTarget(base: string, locale: string, provider: SocialProvider, outcome: Outcome): string {
  const page = `${base}/${locale}/social/${provider}/callback`;
  const param = (name: string, value: string) => `${page}?${name}=${encodeURIComponent(value)}`;
  switch (outcome.kind) {
    case 'signed-in':
      return param('api_access_token', outcome.handoff);
    case 'confirm-link':
      return param('link_token', outcome.linkToken);
    case 'ask-email':
      return param('email_token', outcome.emailToken);
    case 'linked':
      return `${base}/${locale}/account?linked=${provider}`;
    case 'needs-email':
      return param('error', 'email-missing');
    case 'refused':
      return param('error', outcome.reason);
  }
}

function toPwa(c: Context<Env>, locale: string, provider: SocialProvider, outcome: Outcome): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(pwaTarget(c.var.deps.config.publicUrl, locale, provider, outcome), 303);
}

const refused = (reason: SocialRefusal): Outcome => ({ kind: 'refused', reason });

defineRoute(
  socialCallbackRouter,
  {
    method: 'get',
    path: '/social/:provider/callback',
    summary: 'The provider returns here (code, state); 303 into the PWA with a one-time api_access_token',
    access: 'public',
    responses: { 303: redirectTo('Into the PWA: a one-time api_access_token, a question, or why it failed') },
  },
  async (c) => {
    const provider = providerParam(c);
    const { deps } = c.var;
    const query = c.req.query();
    const flow =
      query.state && getCookie(c, BROWSER_COOKIE)
        ? await consumeFlow(deps, provider, query.state, getCookie(c, BROWSER_COOKIE) ?? '')
        : null;
    if (!flow) return toPwa(c, c.var.locale, provider, refused('expired'));
    if (query.error)
      return toPwa(c, flow.locale, provider, refused(query.error === 'access_denied' ? 'cancelled' : 'failed'));
    const current = new URL(callbackUrl(deps.config, provider));
    for (const [key, value] of Object.entries(query)) if (key !== 'user') current.searchParams.set(key, value);
    let outcome: Outcome;
    try {
      const identity = await fetchIdentity(
        deps,
        { provider, state: query.state ?? '', nonce: flow.nonce, codeVerifier: flow.codeVerifier },
        current,
        query.user,
      );
      outcome = await settleSignIn(deps, flow, identity);
      if (outcome.kind === 'needs-email') outcome = await askForEmail(deps, flow, identity);
    } catch (error) {
      // A forged, replayed or expired answer lands here: the person is told it failed, we keep the detail.
      createLogger(deps.config.LOG_LEVEL).info(`social ${provider} sign-in failed: ${String(error)}`);
      outcome = refused('failed');
    }
    return toPwa(c, flow.locale, provider, outcome);
  },
);

defineRoute(
  socialCallbackRouter,
  {
    method: 'post',
    path: '/social/:provider/callback',
    summary: "Apple's form_post answer: 303 to the GET callback, which the browser reaches with its sign-in cookie",
    access: 'public',
    responses: { 303: redirectTo('To the GET callback with the same fields') },
  },
  async (c) => {
    const provider = providerParam(c);
    const form = await c.req.parseBody();
    const again = new URL(callbackUrl(c.var.deps.config, provider));
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') again.searchParams.set(key, value);
    // A cross-site POST carries no SameSite=Lax cookie; the top-level GET it is redirected to does.
    return c.redirect(again.href, 303);
  },
);
