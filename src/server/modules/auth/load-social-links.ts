import { asc, eq } from 'drizzle-orm';
import type { SocialLink } from '@shared/schemas/profile';
import { socialLinks } from '../../db/schema';
import type { DbOrTx } from './db-or-tx';

/** A person's social links, by network name: the profile's and the creator page's list alike. */
export async function loadSocialLinks(db: DbOrTx, userId: number): Promise<SocialLink[]> {
  return db
    .select({ network: socialLinks.network, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.userId, userId))
    .orderBy(asc(socialLinks.network)) as Promise<SocialLink[]>;
}
