import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@shared/schemas/social';
import { users } from './people';

/**
 * A provider account (Google `sub`, Facebook id, Apple `sub`) linked to one of ours. A row without
 * `confirmed_at` waits for the owner of a matching e-mail to prove the account is theirs.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_subject_unique').on(t.provider, t.subject),
    index('social_identities_user_idx').on(t.userId),
  ],
);

/**
 * One sign-in started at a provider: what the callback must find again (PKCE verifier, nonce) and
 * what it was for. Found by the hash of `state`, bound to the browser that started it by the hash
 * of a cookie, spent once.
 */
export const socialFlows = pgTable(
  'social_flows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    intent: text('intent').$type<'sign-in' | 'creator-sign-up' | 'link'>().notNull(),
    /** The signed-in user linking another provider; null for a sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    creatorRole: integer('creator_role'),
    locale: text('locale').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('social_flows_state_unique').on(t.stateHash), index('social_flows_expires').on(t.expiresAt)],
);

/**
 * A first sign-in whose provider gave no e-mail address (Facebook can): the person is asked for one,
 * and the account is made only once a link mailed to it is opened. Found by the hash of the token in
 * the browser (ask) and then of the mailed one (proof); spent once.
 */
export const socialEmailRequests = pgTable(
  'social_email_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    askHash: text('ask_hash').notNull(),
    proofHash: text('proof_hash'),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    name: text('name'),
    intent: text('intent').$type<'sign-in' | 'creator-sign-up'>().notNull(),
    creatorRole: integer('creator_role'),
    locale: text('locale').notNull(),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_email_requests_ask_unique').on(t.askHash),
    uniqueIndex('social_email_requests_proof_unique').on(t.proofHash),
    index('social_email_requests_expires').on(t.expiresAt),
  ],
);
