import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortLinks } from '../../db/schema';

/** GET /api/redeploy-short-link/:code and GET /s/:code: the stored path, or null for an unknown code. */
export async function resolveShortLink(db: Db, code: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return null;
  const [row] = await db.select({ path: shortLinks.path }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  return row?.path ?? null;
}
