import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Locale } from '@shared/locales';
import type { Db } from '../db/client';
import { translationOverrides } from '../db/schema';

/** The admin's overrides for one locale as `{ messageId: text }`, which the PWA merges over its catalog. */
export async function listOverrides(db: Db, locale: Locale): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: translationOverrides.messageId, text: translationOverrides.text })
    .from(translationOverrides)
    .where(eq(translationOverrides.locale, locale));
  return Object.fromEntries(rows.map((row) => [row.id, row.text]));
}

/**
 * How long an instance renders messages with overrides it read before: a refusal at the edge (429, 413) stays
 * free of queries under a flood, and another instance sees an admin's change within this time.
 */
const FRESH_MS = 5_000;
const copies = new WeakMap<Db, LRUCache<Locale, Record<string, string>>>();

function copiesOf(db: Db): LRUCache<Locale, Record<string, string>> {
  let cache = copies.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 8,
      ttl: FRESH_MS,
      fetchMethod: (locale) => listOverrides(db, locale),
    });
    copies.set(db, cache);
  }
  return cache;
}

/** The overrides the server renders its own messages with (a copy at most `FRESH_MS` old). */
export async function renderedOverrides(db: Db, locale: Locale): Promise<Record<string, string>> {
  return (await copiesOf(db).fetch(locale)) ?? {};
}

/** An admin changed a locale's texts: this instance renders with them at once. */
export function forgetOverrides(db: Db, locale: Locale): void {
  copies.get(db)?.delete(locale);
}
