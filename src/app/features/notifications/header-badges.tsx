import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import BellIcon from 'lucide-react/icons/bell';
import MessageSquareIcon from 'lucide-react/icons/message-square';
import { css } from 'styled-system/css';
import { Permission } from '@shared/permissions';
import { UiLink } from '@app/ui/link-context';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { unreadCountsQueryOptions } from './api';
import { useRealtimeSession } from './use-realtime-session';

const link = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 'touch',
  minHeight: 'touch',
  borderRadius: 'control',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});
const badge = css({
  position: 'absolute',
  top: '1',
  right: '0',
  minWidth: '5',
  height: '5',
  px: '1',
  borderRadius: 'pill',
  bg: 'danger.default',
  color: 'fg.onDanger',
  textStyle: 'caption',
  fontWeight: 'bold',
  // Centred by flex: a unitless line height of 5 meant five times the font size and pushed the count out of the pill.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});

const shown = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's messages and notifications links with their unread badges (live over the WebSocket). Also where
 * the tab's real-time connection lives, since the header is on every site page. Nothing for visitors or admins.
 */
export function HeaderBadges() {
  const { t, i18n } = useLingui();
  const profile = useSiteProfile();
  useRealtimeSession();
  const { data: counts } = useQuery(unreadCountsQueryOptions());
  if (!profile || profile.permissions.includes(Permission.superAdmin)) return null;
  const chat = counts.unread_chat_message_notifications_count;
  const notes = counts.unread_notifications_count;
  const chatLabel = chat > 0 ? t`Messages, ${chat} unread` : t`Messages`;
  const notesLabel = notes > 0 ? t`Notifications, ${notes} unread` : t`Notifications`;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
      <UiLink href={`/${i18n.locale}/account/direct`} className={link} aria-label={chatLabel} data-testid="chat-badge">
        <MessageSquareIcon size={20} />
        {chat > 0 ? (
          <span className={badge} aria-hidden>
            {shown(chat)}
          </span>
        ) : null}
      </UiLink>
      <UiLink
        href={`/${i18n.locale}/notifications`}
        className={link}
        aria-label={notesLabel}
        data-testid="notifications-badge"
      >
        <BellIcon size={20} />
        {notes > 0 ? (
          <span className={badge} aria-hidden>
            {shown(notes)}
          </span>
        ) : null}
      </UiLink>
    </div>
  );
}
