/** RFC 5545 text rules: the pieces every calendar line is built from. */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * TEXT values (§3.3.11): backslash, semicolon and comma are escaped, every line break becomes `\n`,
 * and other control characters (not allowed in TEXT) are dropped.
 */
export function escapeText(text: string): string {
  return [...text.replace(/\r\n|\r/g, '\n')]
    .filter((ch) => ch === '\t' || ch === '\n' || !isControl(ch))
    .join('')
    .replace(/[\\;,\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`));
}

function isControl(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}

/**
 * Folds a content line (§3.1): no line longer than 75 octets of UTF-8, continuation lines start with
 * one space, and a character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** DATE-TIME in UTC (§3.3.5, form 2): 20250301T093000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines folded and joined with CRLF, the file ending with one. */
export function icsDocument(lines: readonly string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}
