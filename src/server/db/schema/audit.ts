import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people';

/** Every back-office write: who, what, when, and the values before and after (ADMIN area). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A verb such as `user.approve`, `content.block`, `report.resolve`, `translation.override`. */
    action: text('action').notNull(),
    /** The kind of row touched (`user`, `content`, `report`, `static_page`, …). */
    entity: text('entity').notNull(),
    /** Text so composite keys (`ko:msgid`, `terms/en`) fit as well as numbers. */
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
