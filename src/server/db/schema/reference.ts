import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/locales';

/** Names per locale; `name` is the English one and the fallback. */
export type LocalizedNames = Partial<Record<Locale, string>>;

export const genres = pgTable(
  'genres',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  },
  (t) => [uniqueIndex('genres_slug_unique').on(t.slug)],
);

export const hobbies = pgTable(
  'hobbies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  },
  (t) => [uniqueIndex('hobbies_slug_unique').on(t.slug)],
);
