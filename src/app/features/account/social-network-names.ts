import type { SocialNetwork } from '@shared/schemas/profile';

/** Brand names stay as they are in every language; the website's name is translated where it is shown. */
export const networkNames: Record<Exclude<SocialNetwork, 'website'>, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  x: 'X',
};
