import * as v from 'valibot';
import { locales } from '@shared/locales';
import { currencies } from '@shared/money';
import { Permission } from '@shared/permissions';
import {
  BalanceCurrencySchema,
  ChangePasswordSchema,
  DeleteProfileSchema,
  ProfileMessages,
  ProfileSchema,
  SocialLinksSchema,
  UpdateProfileSchema,
} from '@shared/schemas/profile';
import { One } from '@shared/schemas/envelope';
import type { Context } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AuthContext, Env, UserRow } from '../../http/context';
import { createRouter, defineRoute, one } from '../../http/route';
import { parseOrThrow } from '../../http/validate';
import { changePassword } from './change-password';
import { deleteProfile } from './delete-profile';
import { loadProfile } from '../auth/load-profile';
import { replaceSocialLinks } from './replace-social-links';
import { updatePreferences } from './update-preferences';
import { updateProfile } from './update-profile';

/** Any signed-in person (an admin browsing the site included); every query below is scoped to that person. */
const signedIn = [Permission.signIn, Permission.backendSignIn];
const LocaleParam = v.object({ code: v.picklist(locales, ProfileMessages.localeInvalid) });
const CurrencyParam = v.object({ code: v.picklist(currencies, ProfileMessages.currencyInvalid) });

/** `access: 'user'` guarantees a user; this narrows the type once. */
function session(auth: AuthContext | null): { user: UserRow; tokenId: number } {
  if (!auth?.user) throw new Error('a user route ran without a user');
  return { user: auth.user, tokenId: auth.tokenId };
}
const me = (auth: AuthContext | null) => session(auth).user;

const respond = async (c: Context<Env>, userId: number) =>
  one(c, await loadProfile(c.var.deps.db, userId, c.var.locale));

export const profileRouter = createRouter('api');

defineRoute(
  profileRouter,
  {
    method: 'get',
    path: '/profile',
    summary: 'The signed-in user',
    access: 'user',
    permissions: signedIn,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth }) => one(c, await loadProfile(c.var.deps.db, me(auth), c.var.locale)),
);

defineRoute(
  profileRouter,
  {
    method: 'put',
    path: '/profile',
    summary: 'Edit public profile data',
    access: 'user',
    permissions: signedIn,
    body: UpdateProfileSchema,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth, body }) => {
    await updateProfile(c.var.deps, me(auth).id, body);
    return respond(c, me(auth).id);
  },
);

defineRoute(
  profileRouter,
  {
    method: 'delete',
    path: '/profile',
    summary: 'Delete my account (password required)',
    access: 'user',
    permissions: signedIn,
    body: DeleteProfileSchema,
    responses: { 200: One(v.null()) },
  },
  async (c, { auth, body }) => {
    await deleteProfile(c.var.deps, me(auth), body.password, clientIp(c));
    return one(c, null);
  },
);

defineRoute(
  profileRouter,
  {
    method: 'put',
    path: '/profile/password',
    summary: 'Change my password; keeps this sign-in and signs out every other one',
    access: 'user',
    permissions: signedIn,
    body: ChangePasswordSchema,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth, body }) => {
    const { user, tokenId } = session(auth);
    await changePassword(c.var.deps, user, tokenId, body, clientIp(c));
    return respond(c, user.id);
  },
);

defineRoute(
  profileRouter,
  {
    method: 'put',
    path: '/profile/preferred-locale/:code',
    summary: 'Set my language (en, ja, ko, zh)',
    access: 'user',
    permissions: signedIn,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth, params }) => {
    const { code } = parseOrThrow(LocaleParam, params);
    await updatePreferences(c.var.deps, me(auth).id, { preferredLocale: code });
    return respond(c, me(auth).id);
  },
);

defineRoute(
  profileRouter,
  {
    method: 'put',
    path: '/profile/preferred-currency/:code',
    summary: 'Set the currency prices are shown in',
    access: 'user',
    permissions: signedIn,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth, params }) => {
    const { code } = parseOrThrow(CurrencyParam, params);
    await updatePreferences(c.var.deps, me(auth).id, { preferredCurrency: code });
    return respond(c, me(auth).id);
  },
);

defineRoute(
  profileRouter,
  {
    method: 'put',
    path: '/profile/balance-currency',
    summary: 'Set the currency my balance is kept in',
    access: 'user',
    permissions: signedIn,
    body: BalanceCurrencySchema,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth, body }) => {
    await updatePreferences(c.var.deps, me(auth).id, { balanceCurrency: body.currency });
    return respond(c, me(auth).id);
  },
);

defineRoute(
  profileRouter,
  {
    method: 'put',
    path: '/profile/social-links',
    summary: "Replace a creator's social links",
    access: 'user',
    permissions: [Permission.creator],
    body: SocialLinksSchema,
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth, body }) => {
    await replaceSocialLinks(c.var.deps, me(auth).id, body.links);
    return respond(c, me(auth).id);
  },
);

/** The back office reads the signed-in admin with a backend-scope token. */
export const adminProfileRouter = createRouter('backend');

defineRoute(
  adminProfileRouter,
  {
    method: 'get',
    path: '/profile',
    summary: 'The signed-in admin',
    access: 'user',
    permissions: [Permission.superAdmin],
    responses: { 200: One(ProfileSchema) },
  },
  async (c, { auth }) => one(c, await loadProfile(c.var.deps.db, me(auth), c.var.locale)),
);
