import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { PASSWORD_MAX } from '../limits';
import { userKinds, userStatuses } from '../codes';
import { locales } from '../locales';
import { currencies } from '../money';
import { Permission } from '../permissions';
import { AuthMessages, loginSchema, nameSchema, OAuthTokensSchema, passwordSchema } from './auth';

export const ProfileDescriptors = defineMessages({
  bioTooLong: /*i18n*/ { id: 'profile.bio-too-long', message: 'The bio may not be greater than 2000 characters.' },
  avatarInvalid: /*i18n*/ { id: 'profile.avatar-invalid', message: 'The avatar must be an image you uploaded.' },
  idsInvalid: /*i18n*/ { id: 'profile.ids-invalid', message: 'Each item must be a whole number id.' },
  tooMany: /*i18n*/ { id: 'profile.too-many', message: 'Too many items were given.' },
  unknownGenre: /*i18n*/ { id: 'profile.unknown-genre', message: 'One or more of the selected genres do not exist.' },
  unknownHobby: /*i18n*/ { id: 'profile.unknown-hobby', message: 'One or more of the selected hobbies do not exist.' },
  passwordIncorrect: /*i18n*/ { id: 'profile.password-incorrect', message: 'The password is incorrect.' },
  passwordUnchanged: /*i18n*/ {
    id: 'profile.password-unchanged',
    message: 'The new password must be different from the current one.',
  },
  localeInvalid: /*i18n*/ { id: 'profile.locale-invalid', message: 'The language must be one of en, ja, ko or zh.' },
  currencyInvalid: /*i18n*/ { id: 'profile.currency-invalid', message: 'The currency must be one of USD, EUR or JPY.' },
  networkInvalid: /*i18n*/ {
    id: 'profile.network-invalid',
    message: 'The network must be one of instagram, youtube, tiktok, facebook, x or website.',
  },
  networkRepeated: /*i18n*/ { id: 'profile.network-repeated', message: 'Each network may appear only once.' },
  urlInvalid: /*i18n*/ { id: 'profile.url-invalid', message: 'The address must be a valid https URL.' },
});
export const ProfileMessages = englishTexts(ProfileDescriptors);

const M = ProfileMessages;
const required = AuthMessages.required;

export const socialNetworks = ['instagram', 'youtube', 'tiktok', 'facebook', 'x', 'website'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const SocialLinkSchema = answer(v.object({ network: v.picklist(socialNetworks), url: v.string() }));
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

const idList = (max: number) => v.pipe(v.array(recordId(M.idsInvalid), M.idsInvalid), v.maxLength(max, M.tooMany));

/**
 * An avatar is one of our public image files or nothing: never another site's address (it would
 * track whoever views the profile) nor a path that could climb out with `..`. The server also checks
 * that the file is an image the user uploaded.
 */
const avatarSchema = v.nullable(
  v.pipe(
    v.string(M.avatarInvalid),
    v.maxLength(300, M.avatarInvalid),
    v.regex(/^\/media\/public(\/[A-Za-z0-9_-]+)+\.[A-Za-z0-9]+$/, M.avatarInvalid),
  ),
);

export const UpdateProfileSchema = v.object(
  {
    name: nameSchema,
    login: loginSchema,
    bio: v.pipe(v.string(required), v.trim(), v.maxLength(2000, M.bioTooLong)),
    avatar: v.optional(avatarSchema),
    genres: v.optional(idList(50)),
    hobbies: v.optional(idList(50)),
  },
  required,
);
export type UpdateProfileInput = v.InferInput<typeof UpdateProfileSchema>;

/** The current password: no minimum (it may predate the rule), the maximum every password has. */
const currentPassword = v.pipe(
  v.string(required),
  v.nonEmpty(required),
  v.maxLength(PASSWORD_MAX, AuthMessages.passwordTooLong),
);
export const DeleteProfileSchema = v.object({ password: currentPassword }, required);

export const ChangePasswordSchema = v.pipe(
  v.object({ current_password: currentPassword, password: passwordSchema }, required),
  v.forward(
    v.partialCheck(
      [['current_password'], ['password']],
      (input) => input.current_password !== input.password,
      M.passwordUnchanged,
    ),
    ['password'],
  ),
);
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;

export const BalanceCurrencySchema = v.object({ currency: v.picklist(currencies, M.currencyInvalid) }, required);

const httpsUrl = v.pipe(
  v.string(M.urlInvalid),
  v.trim(),
  v.maxLength(2048, M.urlInvalid),
  v.url(M.urlInvalid),
  v.startsWith('https://', M.urlInvalid),
);

export const SocialLinksSchema = v.object(
  {
    links: v.pipe(
      v.array(v.object({ network: v.picklist(socialNetworks, M.networkInvalid), url: httpsUrl }, required), required),
      v.maxLength(socialNetworks.length, M.tooMany),
      v.check((links) => new Set(links.map((l) => l.network)).size === links.length, M.networkRepeated),
    ),
  },
  required,
);
export type SocialLinksInput = v.InferInput<typeof SocialLinksSchema>;

export const NamedRefSchema = answer(v.object({ id: v.number(), name: v.string() }));
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;

/** The signed-in user as the API returns it (GET /api/profile and every auth envelope). */
export const ProfileSchema = answer(
  v.object({
    id: v.number(),
    email: v.string(),
    login: v.string(),
    name: v.string(),
    bio: v.string(),
    avatar: v.nullable(v.string()),
    email_verified_at: v.nullable(v.string()),
    preferred_locale: v.picklist(locales),
    preferred_currency: v.picklist(currencies),
    balance_currency: v.picklist(currencies),
    kind: v.picklist(userKinds),
    creator_role: v.nullable(v.number()),
    status: v.picklist(userStatuses),
    permissions: v.array(v.picklist(Object.values(Permission))),
    genres: v.array(NamedRefSchema),
    hobbies: v.array(NamedRefSchema),
    social_links: v.array(SocialLinkSchema),
    unread_chat_message_notifications_count: v.number(),
    unread_notifications_count: v.number(),
  }),
);
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** A sign-in's answer (ARCHITECTURE §3): the user and their tokens. */
export const AuthEnvelopeSchema = answer(v.object({ data: ProfileSchema, oauth: OAuthTokensSchema }));
/** A client token's answer: no user yet. */
export const ClientTokenEnvelopeSchema = answer(v.object({ data: v.null(), oauth: OAuthTokensSchema }));
