import * as v from 'valibot';
import { defineListResource } from '../list-query';
import { answer } from './envelope';

/**
 * The back office's mailbox: the mail kept in the outbox, readable by the admin when the install sends
 * no mail (no SMTP_URL), so a forgotten password or an unverified address is not a dead end.
 */
export const mailboxListResource = defineListResource({
  filters: {
    to: { type: 'string', ops: ['equal', 'like'] },
    template: { type: 'string', ops: ['equal', 'in'] },
  },
  sorts: ['created_at'],
  defaultSort: ['-created_at'],
});

export const MailboxEntrySchema = answer(
  v.object({
    id: v.number(),
    to: v.string(),
    subject: v.string(),
    template: v.string(),
    created_at: v.string(),
    sent_at: v.nullable(v.string()),
  }),
);
export type MailboxEntry = v.InferOutput<typeof MailboxEntrySchema>;

export const MailboxMailSchema = answer(
  v.object({ ...MailboxEntrySchema.entries, text: v.string(), html: v.nullable(v.string()) }),
);
export type MailboxMail = v.InferOutput<typeof MailboxMailSchema>;
