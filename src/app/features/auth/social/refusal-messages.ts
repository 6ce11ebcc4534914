import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SocialRefusal } from '@shared/schemas/social';

/** What the callback page says when the server refused a social sign-in (its `error` parameter). */
export const refusalMessages: Record<SocialRefusal, MessageDescriptor> = {
  cancelled: msg`You cancelled the sign-in. Nothing was changed.`,
  failed: msg`The sign-in could not be completed. Please try again.`,
  expired: msg`This sign-in has expired or was already used. Please start again.`,
  blocked: msg`Your account is blocked by administrator. Check email for more information`,
  staff: msg`Staff accounts sign in on the back office, not with a social account.`,
  'email-unverified': msg`The service has not verified your e-mail address. Verify it there, or sign up with e-mail.`,
  'email-missing': msg`The service did not share an e-mail address. Sign up with your e-mail address instead.`,
  taken: msg`That account is already linked to another Stagepass account.`,
};
