import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { creatorRoles } from '../codes';
import { LOGIN_MAX, PASSWORD_MAX, PASSWORD_MIN, TOKEN_TEXT_MAX } from '../limits';
import { scopes } from '../permissions';
import { tooLongText } from './shape-messages';

/**
 * Every message is a fixed English sentence: the server localizes field errors by looking the
 * exact text up in its catalog, and the PWA shows the same text through Lingui.
 */
export const AuthDescriptors = defineMessages({
  required: /*i18n*/ { id: 'auth.required', message: 'This field is required.' },
  emailInvalid: /*i18n*/ { id: 'auth.email-invalid', message: 'The email must be a valid email address.' },
  emailTooLong: /*i18n*/ { id: 'auth.email-too-long', message: 'The email may not be greater than 254 characters.' },
  passwordTooShort: /*i18n*/ {
    id: 'auth.password-too-short',
    message: 'The password must be at least {min} characters.',
    values: { min: PASSWORD_MIN },
  },
  passwordTooLong: /*i18n*/ {
    id: 'auth.password-too-long',
    message: 'The password may not be greater than {max} characters.',
    values: { max: PASSWORD_MAX },
  },
  passwordCommon: /*i18n*/ {
    id: 'auth.password-common',
    message: 'This password is one of the most common ones and easy to guess. Please choose another.',
  },
  loginFormat: /*i18n*/ {
    id: 'auth.login-format',
    message:
      'The login must be 3 to 30 characters: letters, digits, dots, dashes and underscores, starting with a letter or digit.',
  },
  nameRequired: /*i18n*/ { id: 'auth.name-required', message: 'The name field is required.' },
  nameTooLong: /*i18n*/ { id: 'auth.name-too-long', message: 'The name may not be greater than 100 characters.' },
  typeInvalid: /*i18n*/ { id: 'auth.type-invalid', message: 'The type must be fan or creator.' },
  roleRequired: /*i18n*/ { id: 'auth.role-required', message: 'A creator must choose a role.' },
  roleInvalid: /*i18n*/ { id: 'auth.role-invalid', message: 'The role must be producer, organizer or dancer.' },
  scopesInvalid: /*i18n*/ { id: 'auth.scopes-invalid', message: 'The scopes must be exactly one of api or backend.' },
  grantTypeInvalid: /*i18n*/ { id: 'auth.grant-type-invalid', message: 'The grant type must be client_credentials.' },
  sideInvalid: /*i18n*/ { id: 'auth.side-invalid', message: 'The side must be frontend or backend.' },
  emailTaken: /*i18n*/ { id: 'auth.email-taken', message: 'The email has already been taken.' },
  loginTaken: /*i18n*/ { id: 'auth.login-taken', message: 'The login has already been taken.' },
  clientScopeRefused: /*i18n*/ { id: 'auth.client-scope-refused', message: 'This client may not use that scope.' },
  verificationTokenInvalid: /*i18n*/ {
    id: 'auth.verification-token-invalid',
    message: 'This verification link is invalid or has expired.',
  },
  alreadyVerified: /*i18n*/ { id: 'auth.already-verified', message: 'Your email address is already verified.' },
  resetTokenInvalid: /*i18n*/ {
    id: 'auth.reset-token-invalid',
    message: 'This password reset link is invalid or has expired.',
  },
});
export const AuthMessages = englishTexts(AuthDescriptors);

const M = AuthMessages;
const text = () => v.string(M.required);
/** Tokens, client ids and secrets: opaque text of bounded length (the log schema's message, translated). */
const filled = () => v.pipe(text(), v.nonEmpty(M.required), v.maxLength(TOKEN_TEXT_MAX, tooLongText(TOKEN_TEXT_MAX)));

export const emailSchema = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty(M.required),
  v.email(M.emailInvalid),
  v.maxLength(254, M.emailTooLong),
);

/** Length is the only rule (NIST 800-63B): no composition rules, spaces and any script allowed. */
export const passwordSchema = v.pipe(
  text(),
  v.nonEmpty(M.required),
  v.minLength(PASSWORD_MIN, M.passwordTooShort),
  v.maxLength(PASSWORD_MAX, M.passwordTooLong),
);

/** Logins appear in public URLs (/creator/{login}), so they stay URL-safe. */
export const loginSchema = v.pipe(
  text(),
  v.trim(),
  v.maxLength(LOGIN_MAX, M.loginFormat),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{2,29}$/, M.loginFormat),
);

export const nameSchema = v.pipe(text(), v.trim(), v.nonEmpty(M.nameRequired), v.maxLength(100, M.nameTooLong));

/** A token is issued for exactly one scope (ARCHITECTURE §3). */
export const scopesSchema = v.pipe(
  v.array(v.picklist(scopes, M.scopesInvalid), M.scopesInvalid),
  v.length(1, M.scopesInvalid),
);

export const TokenRequestSchema = v.object(
  {
    grant_type: v.literal('client_credentials', M.grantTypeInvalid),
    client_id: filled(),
    client_secret: filled(),
    scopes: scopesSchema,
  },
  M.required,
);
export type TokenRequest = v.InferOutput<typeof TokenRequestSchema>;

export const RegisterSchema = v.pipe(
  v.object(
    {
      email: emailSchema,
      password: passwordSchema,
      login: loginSchema,
      name: nameSchema,
      type: v.picklist(['fan', 'creator'], M.typeInvalid),
      role: v.optional(v.picklist(creatorRoles, M.roleInvalid)),
    },
    M.required,
  ),
  // partialCheck runs even when other fields fail, so a form sees every error at once.
  v.forward(
    v.partialCheck(
      [['type'], ['role']],
      (input) => input.type !== 'creator' || input.role !== undefined,
      M.roleRequired,
    ),
    ['role'],
  ),
);
export type RegisterInput = v.InferInput<typeof RegisterSchema>;

export const LoginSchema = v.object(
  {
    email: emailSchema,
    // No minimum here (an old password that predates the rule must still sign in); the maximum always held.
    password: v.pipe(text(), v.nonEmpty(M.required), v.maxLength(PASSWORD_MAX, M.passwordTooLong)),
    scopes: v.optional(scopesSchema, ['api']),
  },
  M.required,
);
export type LoginInput = v.InferInput<typeof LoginSchema>;

export const RefreshTokenSchema = v.object({ refresh_token: filled() }, M.required);
export const VerifyEmailSchema = v.object({ token: filled() }, M.required);

export const passwordSides = ['frontend', 'backend'] as const;
export type PasswordSide = (typeof passwordSides)[number];

export const ForgotPasswordSchema = v.object(
  { email: emailSchema, side: v.picklist(passwordSides, M.sideInvalid) },
  M.required,
);
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = v.object({ token: filled(), password: passwordSchema }, M.required);
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;

/** The auth envelope's `oauth` part (ARCHITECTURE §3); a client token has no refresh token. */
export const OAuthTokensSchema = answer(
  v.object({
    access_token: v.string(),
    refresh_token: v.optional(v.string()),
    expires_in: v.number(),
    token_type: v.literal('Bearer'),
  }),
);
export type OAuthTokens = v.InferOutput<typeof OAuthTokensSchema>;
