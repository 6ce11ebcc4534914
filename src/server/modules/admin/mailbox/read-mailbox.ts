import { count, eq } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import { mailboxListResource, type MailboxEntry, type MailboxMail } from '@shared/schemas/mailbox';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';
import { iso } from '../router';

type Row = typeof mailOutbox.$inferSelect;

const entry = (row: Row): MailboxEntry => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  template: row.template,
  created_at: row.createdAt.toISOString(),
  sent_at: iso(row.sentAt),
});

/** GET /admin-api/mailbox: newest first, found by recipient; the bodies only when one mail is opened. */
export async function listMailbox(db: Db, raw: RawQuery): Promise<{ data: MailboxEntry[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, mailboxListResource);
  const q = listQueryToSql(parsed, {
    fields: { to: mailOutbox.to, template: mailOutbox.template, created_at: mailOutbox.createdAt },
    tiebreak: mailOutbox.id,
  });
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(q.where);
  return { data: rows.map(entry), meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}

/** GET /admin-api/mailbox/:id: one mail as it was written (the page shows the text, never injects the HTML). */
export async function readMail(db: Db, id: number): Promise<MailboxMail> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return { ...entry(row), text: row.text, html: row.html };
}
