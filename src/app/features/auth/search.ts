import * as v from 'valibot';
import { creatorRoles } from '@shared/codes';

/** Only paths inside this app may be a redirect target; anything else would be an open redirect. */
export const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** `?redirect=` of the sign-in form; a foreign or malformed value is dropped rather than failing the page. */
export const signInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.check(isLocalPath))), undefined),
});

/** `?token=` of links sent by e-mail (verification, password reset). */
export const tokenSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
});

export const signUpTypes = ['fan', 'creator'] as const;
export type SignUpType = (typeof signUpTypes)[number];

/** `/sign-up/form?type=creator&role=3`: what was chosen on /sign-up/type. */
export const signUpFormSearchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(signUpTypes)), undefined),
  role: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.picklist(creatorRoles))), undefined),
});
