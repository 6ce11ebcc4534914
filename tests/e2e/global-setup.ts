import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mailDir, smtpPort } from '../../playwright.config';
import { startSmtpStandIn, type ReceivedMail } from '../support/smtp-stand-in';
import { mailFile, type StoredMail } from './support/mail';

/**
 * The e2e server delivers its mail over SMTP (SMTP_URL in playwright.config.ts) to this stand-in,
 * which runs in the runner's process; tests run in workers, so each mail is handed over as a file.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpStandIn({ port: smtpPort, onMail: store });
  return () => smtp.close();
}

function store(mail: ReceivedMail): void {
  const stored: StoredMail = { ...mail, receivedAt: new Date().toISOString() };
  for (const to of mail.to) {
    const file = mailFile(to);
    let inbox: StoredMail[] = [];
    try {
      inbox = JSON.parse(readFileSync(file, 'utf8')) as StoredMail[];
    } catch {
      // The recipient's first mail.
    }
    inbox.push(stored);
    // Written aside and renamed, so a test never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(inbox, null, 2));
    renameSync(`${file}.tmp`, file);
  }
}
