import type { SocialProvider } from '@shared/schemas/social';

/** Brand names, never translated. */
export const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
