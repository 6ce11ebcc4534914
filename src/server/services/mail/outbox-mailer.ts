import { mailOutbox } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from './mailer';

/** The default without SMTP: mail stays in mail_outbox (unsent) where the admin and the tests read it. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(mailOutbox).values({ ...mail, html: mail.html ?? null });
  }
}
