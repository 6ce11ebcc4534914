import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { PASSWORD_MAX, TOKEN_TEXT_MAX } from '../limits';
import { emailSchema } from './auth';
import { answer } from './envelope';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS);

export const SocialIntentSchema = v.picklist(['sign-in', 'creator-sign-up', 'link']);

/** Starting a sign-in: what it is for; a creator sign-up may carry the chosen role (1 producer, 2 organizer, 3 dancer). */
export const SocialStartSchema = v.object({
  intent: v.optional(SocialIntentSchema, 'sign-in'),
  role: v.optional(v.picklist([1, 2, 3])),
});

export const SocialHandoffQuerySchema = v.object({
  api_access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(TOKEN_TEXT_MAX)),
});

/** Proving a matching password account is yours: its password, with the pending link's token. */
export const SocialConfirmLinkSchema = v.object({
  link_token: v.pipe(v.string(), v.minLength(1), v.maxLength(TOKEN_TEXT_MAX)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(PASSWORD_MAX)),
});

export const SocialMailLinkSchema = v.object({
  link_token: v.pipe(v.string(), v.minLength(1), v.maxLength(TOKEN_TEXT_MAX)),
});

/** What the browser callback hands the PWA, besides a token: the reason a sign-in was refused. */
export const SOCIAL_REFUSALS = [
  'cancelled',
  'failed',
  'expired',
  'blocked',
  'staff',
  'email-unverified',
  'email-missing',
  'taken',
] as const;
export type SocialRefusal = (typeof SOCIAL_REFUSALS)[number];

/** The server's words for social sign-in failures (translated in src/server/locales). */
export const SocialDescriptors = defineMessages({
  expired: /*i18n*/ {
    id: 'social.expired',
    message: 'This sign-in has expired or was already used. Please start again.',
  },
  notConfigured: /*i18n*/ { id: 'social.not-configured', message: 'Sign-in with this provider is not available.' },
  notLinked: /*i18n*/ { id: 'social.not-linked', message: 'This provider is not linked to your account.' },
  lastWay: /*i18n*/ {
    id: 'social.last-way',
    message: 'Keep a way to sign in: set a password or link another provider first.',
  },
});
export const SocialMessages = englishTexts(SocialDescriptors);

/** A provider gave no address: the person types one, and a link mailed to it proves it. */
export const SocialAskEmailSchema = v.object({
  email_token: v.pipe(v.string(), v.minLength(1), v.maxLength(TOKEN_TEXT_MAX)),
  email: emailSchema,
});
export const SocialEmailProofSchema = v.object({
  email_proof: v.pipe(v.string(), v.minLength(1), v.maxLength(TOKEN_TEXT_MAX)),
});

/** POST /auth/social/:provider/start: the provider's page to open. */
export const SocialStartAnswerSchema = answer(v.object({ url: v.string() }));

/** GET /api/profile/social-sign-in: a provider I can sign in with (pending links are not mine yet). */
export const LinkedProviderSchema = answer(
  v.object({ provider: v.picklist(SOCIAL_PROVIDERS), email: v.nullable(v.string()), linked_at: v.string() }),
);
export type LinkedProvider = v.InferOutput<typeof LinkedProviderSchema>;

/** GET /auth/social/providers: the providers configured on this install. */
export const ConfiguredProvidersSchema = answer(v.array(v.picklist(SOCIAL_PROVIDERS)));
