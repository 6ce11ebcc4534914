import { css } from 'styled-system/css';

/** An http(s) address up to the next space or angle bracket (mail text ends links there). */
const ADDRESS = /https?:\/\/[^\s<>"]+/g;

const text = css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'body', lineHeight: '1.6', m: '0' });
const link = css({ color: 'accent.fg', textDecoration: 'underline' });

/**
 * A kept mail's plain-text part. It is rendered as text (React escapes it), never as HTML: a mail's HTML was
 * written from user input (names) and must not run in the back office. Its web addresses are links.
 */
export function MailText({ text: body }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    parts.push(body.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(body.slice(last));
  return (
    <pre className={text}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} className={link} target="_blank" rel="noreferrer">
            {part.href}
          </a>
        ),
      )}
    </pre>
  );
}
