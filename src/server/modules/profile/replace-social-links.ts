import { eq } from 'drizzle-orm';
import type { SocialNetwork } from '@shared/schemas/profile';
import type { Deps } from '../../deps';
import { socialLinks } from '../../db/schema';

/** A creator's social links as one list: what is sent replaces what was there (an empty list clears them). */
export async function replaceSocialLinks(
  deps: Deps,
  userId: number,
  links: readonly { network: SocialNetwork; url: string }[],
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(socialLinks).where(eq(socialLinks.userId, userId));
    if (links.length > 0)
      await tx.insert(socialLinks).values(links.map((l) => ({ userId, network: l.network, url: l.url })));
  });
}
