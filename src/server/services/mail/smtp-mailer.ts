import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mail, Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; nodemailer reads TLS and auth from it. */
  url: string;
  from: string;
  db: Db;
  logger: Logger;
  clock: { now(): number };
}

/**
 * Delivers through SMTP and keeps a copy in mail_outbox: `sent_at` is set once the server
 * accepted it. A failed delivery stays in the outbox unsent and is logged, rather than failing
 * the request that caused the mail (a registration still succeeds; "resend" exists).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = nodemailer.createTransport(options.url);
  }

  async send(mail: Mail): Promise<void> {
    const { db, from, logger, clock } = this.options;
    let sentAt: Date | null = null;
    try {
      await this.transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      sentAt = new Date(clock.now());
    } catch (error) {
      logger.error(`Mail "${mail.template}" could not be delivered over SMTP`, error);
    }
    await db.insert(mailOutbox).values({ ...mail, html: mail.html ?? null, sentAt });
  }

  close(): void {
    this.transport.close();
  }
}
