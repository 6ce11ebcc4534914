import { Trans, useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import { css } from 'styled-system/css';
import type { Conversation } from '@shared/schemas/chat';
import { UiLink } from '@app/ui/link-context';
import { Menu } from '@app/ui/menu';

/** The conversation's name, back link and actions (edit, add people, attachments). */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useLingui();
  const base = `/${i18n.locale}/account/direct/${conversation.id}`;
  const memberCount = conversation.members.length;
  const items = [
    { value: 'edit', label: t`Edit conversation`, href: `${base}/edit` },
    ...(conversation.kind === 'group' ? [{ value: 'add', label: t`Add people`, href: `${base}/add_users` }] : []),
    { value: 'attachments', label: t`Attachments`, href: `${base}/attachments` },
  ];
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <UiLink
        href={`/${i18n.locale}/account/direct`}
        aria-label={t`All conversations`}
        className={css({
          display: 'inline-flex',
          minWidth: 'touch',
          minHeight: 'touch',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'control',
          color: 'fg.default',
          _hover: { bg: 'bg.muted' },
        })}
      >
        <ChevronLeftIcon size={20} />
      </UiLink>
      <div className={css({ flex: '1', minWidth: '0' })}>
        <h1 className={css({ textStyle: 'heading.md', truncate: true })}>{conversation.name || t`Only you`}</h1>
        <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>
          {conversation.kind === 'group' ? <Trans>{memberCount} people</Trans> : <Trans>Direct conversation</Trans>}
        </p>
      </div>
      {/* An icon, as on the studio's rows: the words left the conversation's name a few letters on a phone. */}
      <Menu
        label={t`Conversation actions`}
        trigger={<span aria-hidden="true">⋯</span>}
        items={items}
        triggerVariant="outline"
      />
    </div>
  );
}
