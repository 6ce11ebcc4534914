import * as v from 'valibot';
import { Permission } from '@shared/permissions';
import {
  SocialAskEmailSchema,
  SocialConfirmLinkSchema,
  SocialEmailProofSchema,
  SocialMailLinkSchema,
  SocialHandoffQuerySchema,
  SocialDescriptors,
  SocialProviderSchema,
  SocialStartSchema,
  SocialStartAnswerSchema,
  ConfiguredProvidersSchema,
  LinkedProviderSchema,
  type SocialProvider,
} from '@shared/schemas/social';
import { One } from '@shared/schemas/envelope';
import { AuthEnvelopeSchema } from '@shared/schemas/profile';
import { clientIp } from '../../http/client-ip';
import { AppError, ErrorDescriptors, unauthorized } from '../../http/errors';
import { rateLimit, type RateLimit } from '../../http/rate-limit';
import { createRouter, defineRoute, noContent, one } from '../../http/route';
import { parseOrThrow } from '../../http/validate';
import type { Config } from '../../config';
import { authEnvelope } from '../auth/auth-envelope';
import { loadProfile } from '../auth/load-profile';
import { setBrowserCookie } from './browser-cookie';
import { confirmEmailProof, mailEmailProof } from './ask-email';
import { confirmLinkWithPassword } from './confirm-link';
import { confirmLinkByMail, mailLinkProof } from './mail-link-proof';
import { redeemHandoff } from './handoff';
import { linkedProviders, unlinkProvider } from './linked-providers';
import { configuredProviders } from './providers';
import { startFlow } from './start-flow';

/** Social sign-in on the auth base: which providers exist, starting one, and trading the callback's token. */
export const socialAuthRouter = createRouter('api');

/** Each start stores a flow: a person taps a button a few times, a script filling the table is refused. */
export const SOCIAL_START_LIMIT: RateLimit = { name: 'social-start', capacity: 20, perMinute: 10 };
socialAuthRouter.hono.use('/social/:provider/start', rateLimit(SOCIAL_START_LIMIT));

function configured(config: Config, raw: string | undefined): SocialProvider {
  const parsed = v.safeParse(SocialProviderSchema, raw);
  if (!parsed.success || !configuredProviders(config).includes(parsed.output)) {
    throw new AppError(404, SocialDescriptors.notConfigured);
  }
  return parsed.output;
}

defineRoute(
  socialAuthRouter,
  {
    method: 'get',
    path: '/social/providers',
    summary: 'The social providers configured here',
    access: 'public',
    responses: { 200: One(ConfiguredProvidersSchema) },
  },
  (c) => one(c, configuredProviders(c.var.deps.config)),
);

defineRoute(
  socialAuthRouter,
  {
    method: 'post',
    path: '/social/:provider/start',
    summary: 'Start a social sign-in, creator sign-up or (signed in) a link: the provider URL to open',
    access: 'public',
    body: SocialStartSchema,
    responses: { 200: One(SocialStartAnswerSchema) },
    refusals: [401],
  },
  async (c, { body, params }) => {
    const { deps } = c.var;
    const provider = configured(deps.config, params.provider);
    const user = c.var.auth?.user;
    if (body.intent === 'link' && (!user || c.var.auth?.scope !== 'api')) throw unauthorized();
    const { url, browserSecret } = await startFlow(deps, {
      provider,
      intent: body.intent,
      role: body.role,
      locale: c.var.locale,
      userId: body.intent === 'link' ? user?.id : undefined,
    });
    setBrowserCookie(c, browserSecret);
    c.header('Cache-Control', 'no-store');
    return one(c, { url });
  },
);

defineRoute(
  socialAuthRouter,
  {
    method: 'get',
    path: '/social/:provider/callback',
    summary: "Trade the callback's one-time api_access_token for our tokens",
    access: 'public',
    responses: { 200: AuthEnvelopeSchema },
    refusals: [401],
    query: SocialHandoffQuerySchema,
  },
  async (c, { query, params }) => {
    configured(c.var.deps.config, params.provider);
    const { user, oauth } = await redeemHandoff(c.var.deps, query.api_access_token);
    return authEnvelope(c, await loadProfile(c.var.deps.db, user, c.var.locale), oauth);
  },
);

defineRoute(
  socialAuthRouter,
  {
    method: 'post',
    path: '/social/link/confirm',
    summary: 'Link a pending provider to the account with its password, and sign in (throttled like /login)',
    access: 'public',
    body: SocialConfirmLinkSchema,
    responses: { 200: AuthEnvelopeSchema },
    refusals: [401],
  },
  async (c, { body }) => {
    const { user, oauth } = await confirmLinkWithPassword(c.var.deps, body.link_token, body.password, clientIp(c));
    return authEnvelope(c, await loadProfile(c.var.deps.db, user, c.var.locale), oauth);
  },
);

defineRoute(
  socialAuthRouter,
  {
    method: 'post',
    path: '/social/link/mail',
    summary: 'Mail the owner of the matching account a link that links the pending provider (the other proof)',
    access: 'public',
    body: SocialMailLinkSchema,
    responses: { 200: One(v.null()) },
    refusals: [401],
  },
  async (c, { body }) => {
    await mailLinkProof(c.var.deps, body.link_token);
    return one(c, null);
  },
);

defineRoute(
  socialAuthRouter,
  {
    method: 'post',
    path: '/social/link/confirm-mail',
    summary: 'Link the pending provider with the mailed token, and sign in',
    access: 'public',
    body: SocialMailLinkSchema,
    responses: { 200: AuthEnvelopeSchema },
    refusals: [401],
  },
  async (c, { body }) => {
    const { user, oauth } = await confirmLinkByMail(c.var.deps, body.link_token);
    return authEnvelope(c, await loadProfile(c.var.deps.db, user, c.var.locale), oauth);
  },
);

defineRoute(
  socialAuthRouter,
  {
    method: 'post',
    path: '/social/email',
    summary: 'The provider gave no e-mail: mail a link that proves the address the person typed',
    access: 'public',
    body: SocialAskEmailSchema,
    responses: { 200: One(v.null()) },
    refusals: [401],
  },
  async (c, { body }) => {
    await mailEmailProof(c.var.deps, body.email_token, body.email);
    return one(c, null);
  },
);

defineRoute(
  socialAuthRouter,
  {
    method: 'post',
    path: '/social/email/confirm',
    summary: 'The mailed link was opened: finish the social sign-in with that address',
    access: 'public',
    body: SocialEmailProofSchema,
    responses: { 200: AuthEnvelopeSchema },
    refusals: [401],
  },
  async (c, { body }) => {
    const { deps } = c.var;
    const outcome = await confirmEmailProof(deps, body.email_proof);
    // With the address proven, only who the account is can refuse: an admin, a blocked or deleted user.
    if (outcome.kind !== 'signed-in') {
      const staff = outcome.kind === 'refused' && outcome.reason === 'staff';
      throw new AppError(401, staff ? ErrorDescriptors.staffOnly : ErrorDescriptors.blocked);
    }
    const { user, oauth } = await redeemHandoff(deps, outcome.handoff);
    return authEnvelope(c, await loadProfile(deps.db, user, c.var.locale), oauth);
  },
);

/** The signed-in person's linked providers, on the site API. */
export const linkedProvidersRouter = createRouter('api');
const signedIn = [Permission.signIn, Permission.backendSignIn];

defineRoute(
  linkedProvidersRouter,
  {
    method: 'get',
    path: '/profile/social-sign-in',
    summary: 'Providers linked to my account',
    access: 'user',
    permissions: signedIn,
    responses: { 200: One(v.array(LinkedProviderSchema)) },
  },
  async (c, { auth }) => one(c, await linkedProviders(c.var.deps, auth?.user?.id ?? 0)),
);

defineRoute(
  linkedProvidersRouter,
  {
    method: 'delete',
    path: '/profile/social-sign-in/:provider',
    summary: 'Unlink a provider, unless it is my last way to sign in',
    access: 'user',
    permissions: signedIn,
    responses: { 204: null },
  },
  async (c, { auth, params }) => {
    const user = auth?.user;
    if (!user) throw unauthorized();
    const { provider } = parseOrThrow(v.object({ provider: SocialProviderSchema }), params);
    await unlinkProvider(c.var.deps, user, provider);
    return noContent(c);
  },
);
