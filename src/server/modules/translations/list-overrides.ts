import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Db } from '../../db/client';
import { translationOverrides } from '../../db/schema';

/** The admin's overrides for one locale as `{ messageId: text }`, which the PWA merges over its catalog. */
export async function listOverrides(db: Db, locale: Locale): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: translationOverrides.messageId, text: translationOverrides.text })
    .from(translationOverrides)
    .where(eq(translationOverrides.locale, locale));
  return Object.fromEntries(rows.map((row) => [row.id, row.text]));
}
