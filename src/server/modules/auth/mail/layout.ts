import type { Locale } from '@shared/locales';
import { defineMessages, withValues, type Descriptor } from '@shared/message-descriptor';
import type { Deps } from '../../../deps';
import { renderedOverrides } from '../../../i18n/overrides';
import { messageRenderer, type Render } from '../../../i18n/render';
import type { Mail } from '../../../services/mail/mailer';

/** Every mail greets the recipient by name the same way. */
const LayoutTexts = defineMessages({
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hi {name},' },
});

/** The texts of one mail as message ids, their values filled in. */
interface MailTexts {
  subject: Descriptor;
  intro: Descriptor;
  action: Descriptor;
  outro: Descriptor;
}

/** A mail before it is put into words: rendered in its locale where it is sent. */
export interface MailDraft {
  template: string;
  locale: Locale;
  to: { email: string; name: string };
  texts: MailTexts;
  link: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names and titles come from users: everything interpolated into the HTML part is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** One plain-text part and one simple HTML part with the same words, so every mail client shows the link. */
function renderMail(render: Render, { template, locale, to, texts, link }: MailDraft): Mail {
  const subject = render(texts.subject);
  const greeting = render(withValues(LayoutTexts.greeting, { name: to.name }));
  const [intro, action, outro] = [render(texts.intro), render(texts.action), render(texts.outro)];
  const text = `${greeting}\n\n${intro}\n${link}\n\n${outro}\n\n— Stagepass\n`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3b2a8f;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:13px;word-break:break-all">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '<p>— Stagepass</p></body></html>',
  ].join('');
  return { to: to.email, subject, text, html, template };
}

/** Sends a mail in its locale with the admin's overrides, rendered as errors and notifications are. */
export async function sendMail(deps: Deps, draft: MailDraft): Promise<void> {
  const render = messageRenderer(draft.locale, await renderedOverrides(deps.db, draft.locale));
  await deps.mailer.send(renderMail(render, draft));
}
