import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { startSmtpStandIn, type SmtpStandIn } from '@tests/support/smtp-stand-in';
import { mailOutbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { createMailer } from './create-mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

let t: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mail = {
  to: 'fan@example.test',
  subject: 'メールアドレスを確認してください ✓',
  text: 'Öffnen Sie den Link: https://stagepass.example/verify?token=x',
  html: '<p>확인해 주세요</p>',
  template: 'verify-email',
};

const outboxRows = (to: string) =>
  t.deps.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.to === to));

describe('OutboxMailer', () => {
  it('keeps the mail in mail_outbox, unsent', async () => {
    await new OutboxMailer(t.deps.db).send({ ...mail, to: 'outbox@example.test' });
    expect(await outboxRows('outbox@example.test')).toEqual([
      expect.objectContaining({ ...mail, to: 'outbox@example.test', sentAt: null }),
    ]);
  });
});

describe('SmtpMailer', () => {
  const logger = createLogger('silent');

  it('delivers a UTF-8 subject and body over SMTP and records it as sent', async () => {
    const mailer = new SmtpMailer({
      url: smtp.url,
      from: 'Stagepass <no-reply@stagepass.local>',
      db: t.deps.db,
      logger,
      clock: Date,
    });
    await mailer.send(mail);
    mailer.close();
    const [received] = smtp.received;
    expect(received?.from).toBe('no-reply@stagepass.local');
    expect(received?.to).toEqual(['fan@example.test']);
    // RFC 2047 encodes the subject; decoding it must give back the Japanese text.
    const subjectLine = /^Subject: (.+(?:\r\n .+)*)/m.exec(received?.raw ?? '')?.[1] ?? '';
    const decoded = subjectLine
      .split(/\r\n /)
      .map((word) =>
        word.replace(/=\?UTF-8\?B\?(.+?)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8')),
      )
      .join('');
    expect(decoded).toBe(mail.subject);
    const [row] = await outboxRows('fan@example.test');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps an undeliverable mail in the outbox unsent and logs, without failing the caller', async () => {
    const error = vi.fn();
    const mailer = new SmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'no-reply@stagepass.local',
      db: t.deps.db,
      logger: { ...logger, error },
      clock: Date,
    });
    await mailer.send({ ...mail, to: 'unreachable@example.test' });
    mailer.close();
    expect(await outboxRows('unreachable@example.test')).toEqual([expect.objectContaining({ sentAt: null })]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('verify-email'), expect.any(Error));
  });
});

describe('createMailer', () => {
  it('uses SMTP only when SMTP_URL is set', () => {
    expect(createMailer({ ...t.deps.config, SMTP_URL: undefined }, t.deps.db)).toBeInstanceOf(OutboxMailer);
    const smtpMailer = createMailer({ ...t.deps.config, SMTP_URL: smtp.url }, t.deps.db);
    expect(smtpMailer).toBeInstanceOf(SmtpMailer);
    (smtpMailer as SmtpMailer).close();
  });
});
