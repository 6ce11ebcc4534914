import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShortLink } from '@shared/schemas/fan';
import type { Db } from '../../db/client';
import { shortLinks } from '../../db/schema';

const FIRST_LENGTH = 8;

/**
 * POST /api/short-links. The code is derived from the path, so sharing the same page twice (or twice at
 * once) gives the same code without a lookup race; on the rare clash with another path a longer slice
 * of the same digest is tried. A path is public by nature, so a code guessable from it reveals nothing.
 */
export async function createShortLink(
  db: Db,
  publicUrl: string,
  path: string,
  createdBy: number | null,
): Promise<ShortLink> {
  const digest = createHash('sha256').update(path).digest('base64url');
  for (let length = FIRST_LENGTH; length <= digest.length; length += 4) {
    const code = digest.slice(0, length);
    await db.insert(shortLinks).values({ code, path, createdBy }).onConflictDoNothing({ target: shortLinks.code });
    const [row] = await db.select({ path: shortLinks.path }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
    if (row?.path === path) return { code, path, url: `${publicUrl}/s/${code}` };
  }
  throw new Error('no free short-link code for this path');
}
