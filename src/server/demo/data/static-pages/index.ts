import { privacyPolicy } from './privacy-policy';
import { support } from './support';
import { termsConditions } from './terms-conditions';
import type { StaticPageText } from './types';

/** The site's static pages by slug (spec §2: /terms-conditions, /privacy-policy, /support). */
export const demoStaticPages: Record<string, StaticPageText> = {
  'terms-conditions': termsConditions,
  'privacy-policy': privacyPolicy,
  support,
};
