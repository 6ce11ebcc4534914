import {
  ForgotPasswordSchema,
  LoginSchema,
  RefreshTokenSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenRequestSchema,
  VerifyEmailSchema,
} from '@shared/schemas/auth';
import * as v from 'valibot';
import { One } from '@shared/schemas/envelope';
import { AuthEnvelopeSchema, ClientTokenEnvelopeSchema } from '@shared/schemas/profile';
import { clientIp } from '../../http/client-ip';
import { unauthorized } from '../../http/errors';
import { createRouter, defineRoute, noContent, one } from '../../http/route';
import { loadProfile } from './load-profile';
import { authEnvelope } from './auth-envelope';
import { forgotPassword } from './forgot-password';
import { issueClientToken } from './issue-client-token';
import { loginUser } from './login-user';
import { logout } from './logout';
import { takeSignUpTry } from './register-throttle';
import { registerUser } from './register-user';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { rotateRefreshToken } from './rotate-refresh-token';
import { verifyEmail } from './verify-email';

/**
 * /auth serves both sides, so every route is `public` and the site and back-office client
 * tokens are equally welcome. Routes that need a signed-in user read `c.var.auth` themselves
 * (the router's scope check would refuse a back-office token).
 */
export const authRouter = createRouter('api');

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/token',
    summary: 'Client credentials: an anonymous token for one scope',
    access: 'public',
    body: TokenRequestSchema,
    responses: { 200: ClientTokenEnvelopeSchema },
    refusals: [401],
  },
  async (c, { body }) =>
    authEnvelope(c, null, await issueClientToken(c.var.deps.db, new Date(c.var.deps.clock.now()), body)),
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/register',
    summary: 'Create a fan or creator account and sign in (throttled per address)',
    access: 'public',
    body: RegisterSchema,
    responses: { 201: AuthEnvelopeSchema },
  },
  async (c, { body }) => {
    await takeSignUpTry(c.var.deps.db, new Date(c.var.deps.clock.now()), clientIp(c));
    const { user, oauth } = await registerUser(c.var.deps, body, c.var.locale, c.var.currency);
    return authEnvelope(c, await loadProfile(c.var.deps.db, user, c.var.locale), oauth, 201);
  },
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/login',
    summary: 'Sign in with e-mail and password (throttled)',
    access: 'public',
    body: LoginSchema,
    responses: { 200: AuthEnvelopeSchema },
    refusals: [401],
  },
  async (c, { body }) => {
    const { user, oauth } = await loginUser(c.var.deps, body, clientIp(c));
    return authEnvelope(c, await loadProfile(c.var.deps.db, user, c.var.locale), oauth);
  },
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/refresh-token',
    summary: 'Rotate a refresh token; reuse revokes its family',
    access: 'public',
    body: RefreshTokenSchema,
    responses: { 200: AuthEnvelopeSchema },
    refusals: [401],
  },
  async (c, { body }) => {
    const { user, oauth } = await rotateRefreshToken(c.var.deps, body.refresh_token);
    return authEnvelope(c, await loadProfile(c.var.deps.db, user, c.var.locale), oauth);
  },
);

defineRoute(
  authRouter,
  {
    method: 'get',
    path: '/logout',
    summary: 'Revoke this sign-in at once',
    access: 'public',
    responses: { 204: null },
    refusals: [401],
  },
  async (c) => {
    const auth = c.var.auth;
    if (!auth?.user) throw unauthorized();
    await logout(c.var.deps, auth);
    return noContent(c);
  },
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/verification/email',
    summary: 'Verify the e-mail address with the mailed token',
    access: 'public',
    body: VerifyEmailSchema,
    responses: { 200: One(v.null()) },
  },
  async (c, { body }) => {
    await verifyEmail(c.var.deps, body.token);
    return one(c, null);
  },
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/verification/resend',
    summary: 'Mail a new verification link',
    access: 'public',
    responses: { 200: One(v.null()) },
    refusals: [401],
  },
  async (c) => {
    const user = c.var.auth?.user;
    if (!user) throw unauthorized();
    await resendVerification(c.var.deps, user, c.var.locale);
    return one(c, null);
  },
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/password/forgot',
    summary: 'Mail a password reset link (always 200)',
    access: 'public',
    body: ForgotPasswordSchema,
    responses: { 200: One(v.null()) },
  },
  async (c, { body }) => {
    await forgotPassword(c.var.deps, body.email, body.side, c.var.locale);
    return one(c, null);
  },
);

defineRoute(
  authRouter,
  {
    method: 'post',
    path: '/password/reset',
    summary: 'Set a new password with the mailed token; signs out everywhere',
    access: 'public',
    body: ResetPasswordSchema,
    responses: { 200: One(v.null()) },
  },
  async (c, { body }) => {
    await resetPassword(c.var.deps, body.token, body.password);
    return one(c, null);
  },
);
