import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDocument, utcStamp } from './ics-text';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('RFC 5545 text', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops control characters', () => {
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('bell\u0007 tab\t')).toBe('bell tab\t');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(ascii);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n')[0]).toHaveLength(75);
    expect(unfold(folded)).toBe(ascii);

    const japanese = `SUMMARY:${'ダンス教室'.repeat(20)}`;
    const lines = foldLine(japanese).split('\r\n');
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(lines.join('\r\n'))).toBe(japanese);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC date-times and CRLF documents', () => {
    expect(utcStamp(new Date('2025-03-01T09:30:05.123Z'))).toBe('20250301T093005Z');
    expect(icsDocument(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
