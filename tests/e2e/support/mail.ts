import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { mailDir } from '../../../playwright.config';
import type { ReceivedMail } from '../../support/smtp-stand-in';

/** A mail as global-setup.ts stores it for the workers. */
export interface StoredMail extends ReceivedMail {
  receivedAt: string;
}

/** A received mail, decoded enough for a test to read it. */
export interface Mail {
  to: string[];
  subject: string;
  /** The decoded text of every text part (plain and HTML), joined. */
  text: string;
  raw: string;
}

export const mailFile = (to: string) => `${mailDir}/${encodeURIComponent(to.toLowerCase())}.json`;

function inboxOf(to: string): StoredMail[] {
  try {
    return JSON.parse(readFileSync(mailFile(to), 'utf8')) as StoredMail[];
  } catch {
    return [];
  }
}

/** Waits until the SMTP stand-in has received a mail for `to` whose subject or text matches, and returns it. */
export async function waitForMail(to: string, matching: RegExp = /./): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = inboxOf(to)
          .map(decodeMail)
          .find((mail) => matching.test(mail.subject) || matching.test(mail.text));
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${matching}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail whose address matches, e.g. /sign-up\/email-verification/. */
export function linkIn(mail: Mail, pattern: RegExp): URL {
  const links = mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((href) => href.replace(/&amp;/g, '&')).find((href) => pattern.test(href));
  if (!link) throw new Error(`No link matching ${pattern} in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(link);
}

// --- A small MIME reader: headers, multipart bodies, quoted-printable, base64 and RFC 2047 words. ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'));
  return match?.[1];
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function textOf(part: Part): string[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const [, ...sections] = part.body.split(`--${boundary}`);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => textOf(parsePart(section.replace(/^\n/, ''))));
  }
  return type.toLowerCase().startsWith('text/') ? [decodeBody(part)] : [];
}

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function decodeMail(mail: ReceivedMail): Mail {
  const part = parsePart(mail.raw);
  return {
    to: mail.to,
    subject: decodeWords(part.headers.get('subject') ?? ''),
    text: textOf(part).join('\n'),
    raw: mail.raw,
  };
}
