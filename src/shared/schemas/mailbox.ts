import { defineListResource } from '../list-query';

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

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  template: string;
  created_at: string;
  sent_at: string | null;
}

export interface MailboxMail extends MailboxEntry {
  text: string;
  html: string | null;
}
