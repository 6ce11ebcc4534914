import type { SocialProvider } from '@shared/schemas/social';

/** Brand names are never translated (each provider's brand rules). */
export const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};
