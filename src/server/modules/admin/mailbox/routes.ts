import type { Context } from 'hono';
import { listQuerySchema } from '@shared/list-query';
import { One, Page } from '@shared/schemas/envelope';
import { MailboxEntrySchema, MailboxMailSchema, mailboxListResource } from '@shared/schemas/mailbox';
import type { Env } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { defineRoute, one, page } from '../../../http/route';
import { adminOnly, adminRouter, pathId } from '../router';
import { listMailbox, readMail } from './read-mailbox';

/** With SMTP the mail has gone out and the outbox is a delivery log, not a mailbox: there is none to read. */
function requireOutbox(c: Context<Env>): void {
  if (c.var.deps.config.SMTP_URL) throw notFound();
}

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/mailbox',
    summary: 'The mail this install kept instead of sending (no SMTP_URL), newest first (list query)',
    ...adminOnly,
    query: listQuerySchema(mailboxListResource),
    responses: { 200: Page(MailboxEntrySchema) },
    // None to read when the install sends its mail.
    refusals: [404],
  },
  async (c) => {
    requireOutbox(c);
    const { data, meta } = await listMailbox(c.var.deps.db, c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/mailbox/:id',
    summary: 'One kept mail, text and HTML',
    ...adminOnly,
    responses: { 200: One(MailboxMailSchema) },
  },
  async (c, { params }) => {
    requireOutbox(c);
    return one(c, await readMail(c.var.deps.db, pathId(params)));
  },
);
