import type { Locale } from '@shared/locales';
import type { Mail } from '../../../services/mail/mailer';

/** The words of one mail in one language; the link and the recipient's name are filled in by the layout. */
export interface MailWords {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  outro: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names come from users: everything interpolated into the HTML part is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** One plain-text part and one simple HTML part with the same words, so every mail client shows the link. */
export function renderMail(
  template: string,
  locale: Locale,
  to: { email: string; name: string },
  words: MailWords,
  link: string,
): Mail {
  const greeting = words.greeting(to.name);
  const text = `${greeting}\n\n${words.intro}\n${link}\n\n${words.outro}\n\n— Stagepass\n`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3b2a8f;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(words.action)}</a></p>`,
    `<p style="font-size:13px;word-break:break-all">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(words.outro)}</p>`,
    '<p>— Stagepass</p></body></html>',
  ].join('');
  return { to: to.email, subject: words.subject, text, html, template };
}
