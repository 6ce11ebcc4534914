import * as v from 'valibot';
import { SOCIAL_PROVIDERS, SOCIAL_REFUSALS } from '@shared/schemas/social';

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined);

/** `?api_access_token=`, `?link_token=` or `?error=` from the server's callback redirect. */
export const socialCallbackSearchSchema = v.object({
  api_access_token: optionalText,
  link_token: optionalText,
  link_proof: optionalText,
  email_token: optionalText,
  email_proof: optionalText,
  error: v.fallback(v.optional(v.picklist(SOCIAL_REFUSALS)), undefined),
});

export const isSocialProvider = (value: string) => (SOCIAL_PROVIDERS as readonly string[]).includes(value);
