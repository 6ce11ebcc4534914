import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { ChatMessage } from '@shared/schemas/chat';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { AttachmentImage } from './attachment-image';
import type { PendingMessage } from './outbox';

const bubble = css({
  maxWidth: 'min(85%, 36rem)',
  px: '3',
  py: '2',
  borderRadius: 'card',
  display: 'grid',
  gap: '1',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
const mine = css({ justifySelf: 'end', bg: 'accent.subtle', color: 'fg.default' });
const theirs = css({ justifySelf: 'start', bg: 'bg.muted', color: 'fg.default' });
const meta = css({ textStyle: 'caption', color: 'fg.muted' });

export function MessageBubble({
  message,
  mineSide,
  showAuthor,
  seen,
}: {
  message: ChatMessage;
  mineSide: boolean;
  showAuthor: boolean;
  seen: string | null;
}) {
  const { t, i18n } = useLingui();
  const time = formatDate(message.created_at, 'dateTime', i18n.locale as Locale);
  const authorName = message.author.name;
  return (
    <li className={cx(bubble, mineSide ? mine : theirs)} data-message-id={message.id}>
      {showAuthor ? <span className={css({ textStyle: 'label' })}>{message.author.name}</span> : null}
      {message.attachment?.kind === 'image' ? (
        <AttachmentImage attachment={message.attachment} alt={t`Image from ${authorName}`} />
      ) : null}
      {message.body ? <span>{message.body}</span> : null}
      <span className={meta}>
        <span className={css({ srOnly: true })}>{mineSide ? t`You, ` : `${message.author.name}, `}</span>
        <time dateTime={message.created_at}>{time}</time>
        {seen ? <span data-testid="seen"> · {seen}</span> : null}
      </span>
    </li>
  );
}

export function PendingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  const reason = message.error ?? '';
  return (
    <li
      className={cx(bubble, mine, css({ opacity: message.state === 'pending' ? 0.75 : 1 }))}
      data-pending={message.state}
    >
      {message.preview_url ? (
        <img
          src={message.preview_url}
          alt={t`Image waiting to be sent`}
          className={css({ maxWidth: 'min(100%, 18rem)', maxHeight: '18rem', borderRadius: 'control' })}
        />
      ) : message.attachment_name ? (
        <span>{message.attachment_name}</span>
      ) : null}
      {message.body ? <span>{message.body}</span> : null}
      {message.state === 'pending' ? (
        <span className={meta}>
          <Trans>Waiting to send…</Trans>
        </span>
      ) : (
        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <span className={css({ textStyle: 'caption', color: 'danger.fg' })}>
            <Trans>Not sent: {reason}</Trans>
          </span>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
        </span>
      )}
    </li>
  );
}
