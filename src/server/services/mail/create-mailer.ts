import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLogger } from '../../logger';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the outbox, so a fresh install needs no mail server. */
export function createMailer(config: Config, db: Db, clock: { now(): number } = Date): Mailer {
  if (!config.SMTP_URL) return new OutboxMailer(db);
  return new SmtpMailer({
    url: config.SMTP_URL,
    from: config.MAIL_FROM,
    db,
    clock,
    logger: createLogger(config.LOG_LEVEL),
  });
}

/** Said once at start when mail is kept, not sent: where a newcomer reads it (the back office's mailbox). */
export function mailNotice(config: Pick<Config, 'SMTP_URL' | 'publicUrl'>): string | null {
  return config.SMTP_URL ? null : `Mail is not sent: read it at ${config.publicUrl}/admin/mailbox`;
}
