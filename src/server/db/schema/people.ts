import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { UserKind, UserStatus } from '@shared/codes';
import type { Currency } from '@shared/money';
import type { Locale } from '@shared/locales';
import { genres, hobbies } from './reference';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    preferredLocale: text('preferred_locale').$type<Locale>().notNull().default('en'),
    preferredCurrency: text('preferred_currency').$type<Currency>().notNull().default('USD'),
    balanceCurrency: text('balance_currency').$type<Currency>().notNull().default('USD'),
    kind: text('kind').$type<UserKind>().notNull(),
    /** Creator role 1 producer, 2 organizer, 3 dancer; null for fans and admins. */
    creatorRole: smallint('creator_role'),
    status: text('status').$type<UserStatus>().notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Stored so search works the same on PGlite and PostgreSQL, CJK included (trigram ILIKE). */
    searchText: text('search_text').generatedAlwaysAs(sql`name || ' ' || login`),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_login_unique').on(sql`lower(${t.login})`),
    index('users_kind_idx').on(t.kind, t.status),
    index('users_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The admin users list: newest first by default (`order by created_at desc, id`: desc means nulls first, and
    // the tiebreak id is ascending, so the index says the same or it cannot serve the order), and its search also
    // matches e-mail addresses (ILIKE '%…%', which only a trigram index serves).
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const userGenres = pgTable(
  'user_genres',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.genreId] })],
);

export const userHobbies = pgTable(
  'user_hobbies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hobbyId: integer('hobby_id')
      .notNull()
      .references(() => hobbies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hobbyId] })],
);

export const socialLinks = pgTable(
  'social_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.network] })],
);
