import * as v from 'valibot';
import { creatorRoles } from '../codes';
import { LOGIN_MAX, PASSWORD_MAX, PASSWORD_MIN, TOKEN_TEXT_MAX } from '../limits';
import { scopes } from '../permissions';

/**
 * Every message is a fixed English sentence: the server localizes field errors by looking the
 * exact text up in its catalog, and the PWA shows the same text through Lingui.
 */
export const AuthMessages = {
  required: 'This field is required.',
  emailInvalid: 'The email must be a valid email address.',
  emailTooLong: 'The email may not be greater than 254 characters.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `The password may not be greater than ${PASSWORD_MAX} characters.`,
  passwordCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  loginFormat:
    'The login must be 3 to 30 characters: letters, digits, dots, dashes and underscores, starting with a letter or digit.',
  nameRequired: 'The name field is required.',
  nameTooLong: 'The name may not be greater than 100 characters.',
  typeInvalid: 'The type must be fan or creator.',
  roleRequired: 'A creator must choose a role.',
  roleInvalid: 'The role must be producer, organizer or dancer.',
  scopesInvalid: 'The scopes must be exactly one of api or backend.',
  grantTypeInvalid: 'The grant type must be client_credentials.',
  sideInvalid: 'The side must be frontend or backend.',
  emailTaken: 'The email has already been taken.',
  loginTaken: 'The login has already been taken.',
  clientScopeRefused: 'This client may not use that scope.',
  verificationTokenInvalid: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your email address is already verified.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
} as const;

const M = AuthMessages;
const text = () => v.string(M.required);
/** Tokens, client ids and secrets: opaque text of bounded length (the log schema's message, translated). */
const filled = () =>
  v.pipe(text(), v.nonEmpty(M.required), v.maxLength(TOKEN_TEXT_MAX, `Must be at most ${TOKEN_TEXT_MAX} characters.`));

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
export interface OAuthTokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: 'Bearer';
}
