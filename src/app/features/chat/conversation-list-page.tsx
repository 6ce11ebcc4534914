import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import MessageSquareIcon from 'lucide-react/icons/message-square';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import type { Conversation } from '@shared/schemas/chat';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { CONVERSATIONS_PAGE_SIZE, conversationsQueryOptions } from './api';
import { messagePreview } from './message-preview';

const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: '3',
  alignItems: 'center',
  p: '3',
  borderRadius: 'card',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});
const unreadBadge = css({
  minWidth: '6',
  height: '6',
  px: '2',
  borderRadius: 'pill',
  bg: 'accent.default',
  color: 'fg.onAccent',
  textStyle: 'caption',
  fontWeight: 'bold',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** `/account/direct`: conversations, most recent first, each with its unread count. */
export function ConversationListPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Messages`);
  const me = useSiteProfile();
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(conversationsQueryOptions(page));
  const create = (
    <UiLink href={`/${i18n.locale}/account/direct/create`} className={buttonStyles({ variant: 'solid', size: 'sm' })}>
      <PlusIcon size={18} />
      <Trans>New conversation</Trans>
    </UiLink>
  );

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1 className={css({ textStyle: 'heading.lg', flex: '1' })}>
          <Trans>Messages</Trans>
        </h1>
        {create}
      </div>
      {isError && !data ? (
        <LoadError
          headingLevel="h2"
          title={t`Your conversations could not be loaded`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? (
            <div className={css({ display: 'grid', gap: '2' })}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height="4rem" />
              ))}
            </div>
          ) : data.data.length === 0 ? (
            <EmptyState
              icon={<MessageSquareIcon size={20} />}
              title={t`No conversations yet`}
              description={t`Start one with a creator you follow or bought from.`}
              action={create}
            />
          ) : (
            <div className={css({ display: 'grid', gap: '4' })}>
              <ul className={css({ display: 'grid', gap: '1' })} aria-label={t`Your conversations`}>
                {data.data.map((c) => (
                  <li key={c.id}>
                    <ConversationRow conversation={c} meId={me?.id ?? 0} lang={i18n.locale as Locale} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                count={data.meta.total}
                pageSize={CONVERSATIONS_PAGE_SIZE}
                onPageChange={setPage}
              />
            </div>
          )}
        </LoadingRegion>
      )}
    </div>
  );
}

function ConversationRow({ conversation: c, meId, lang }: { conversation: Conversation; meId: number; lang: Locale }) {
  const { t, i18n } = useLingui();
  const other = c.members.find((m) => m.id !== meId);
  const unread = c.unread_count;
  const name = c.name || t`Only you`;
  const label = unread > 0 ? t`${name}, ${unread} unread` : name;
  return (
    <UiLink href={`/${lang}/account/direct/${c.id}`} className={item} aria-label={label}>
      <Avatar name={other?.name ?? c.name} src={other?.avatar?.crop_url} size="md" decorative />
      <span className={css({ minWidth: '0' })}>
        <span className={css({ display: 'block', fontWeight: unread > 0 ? 'bold' : 'semibold', truncate: true })}>
          {name}
        </span>
        <span className={css({ display: 'block', color: 'fg.muted', textStyle: 'body.sm', truncate: true })}>
          {c.last_message ? messagePreview(i18n, c.last_message, meId) : t`No messages yet`}
        </span>
      </span>
      <span className={css({ display: 'grid', justifyItems: 'end', gap: '1' })}>
        <span className={css({ textStyle: 'caption', color: 'fg.muted' })}>
          {formatDate(c.updated_at, 'date', lang)}
        </span>
        {unread > 0 ? (
          <span className={unreadBadge} aria-hidden data-testid="conversation-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
    </UiLink>
  );
}
