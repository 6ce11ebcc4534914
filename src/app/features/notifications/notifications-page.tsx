import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import BellIcon from 'lucide-react/icons/bell';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { NotificationItem } from '@shared/schemas/notifications';
import { formatDate } from '@app/platform/format';
import { Button, buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { NOTIFICATIONS_PAGE_SIZE, notificationsQueryOptions, useMarkNotificationsRead } from './api';
import { notificationLine } from './notification-text';

const row = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '3',
  alignItems: 'center',
  p: '4',
  borderRadius: 'card',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
});
const unreadRow = css({ borderColor: 'accent.default', bg: 'accent.subtle' });
const openButton = css({
  textAlign: 'start',
  color: 'fg.default',
  textStyle: 'body.md',
  cursor: 'pointer',
  borderRadius: 'control',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/** `/notifications`: newest first; opening one marks it read and goes to its object; "mark all" clears the badge. */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Notifications`);
  const [page, setPage] = usePageParam();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(notificationsQueryOptions(page));
  const mark = useMarkNotificationsRead();
  const anyUnread = data?.data.some((n) => n.read_at === null) ?? false;

  const open = async (n: NotificationItem) => {
    if (n.read_at === null) await mark.mutateAsync({ ids: [n.id] }).catch(() => undefined);
    // `href`, not `to`: a link may carry a query (`/account/purchases?transaction=31`), which `to` would not parse.
    await navigate({ href: `/${i18n.locale}${n.link}` });
  };

  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: '6' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <h1 className={css({ textStyle: 'heading.lg', flex: '1' })}>
            <Trans>Notifications</Trans>
          </h1>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!anyUnread}
            loading={mark.isPending}
            onClick={() => mark.mutate({ all: true })}
          >
            <Trans>Mark all as read</Trans>
          </Button>
          <UiLink
            href={`/${i18n.locale}/notifications/settings`}
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          >
            <Trans>Settings</Trans>
          </UiLink>
        </div>
        {isError && !data ? (
          <LoadError
            headingLevel="h2"
            title={t`Your notifications could not be loaded`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <LoadingRegion loading={isPending} label={t`Loading…`}>
            {isPending ? (
              <div className={css({ display: 'grid', gap: '3' })}>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} height="4.5rem" />
                ))}
              </div>
            ) : data.data.length === 0 ? (
              <EmptyState
                icon={<BellIcon size={20} />}
                title={t`No notifications yet`}
                description={t`News about your purchases, classes and creators you follow will appear here.`}
              />
            ) : (
              <div className={css({ display: 'grid', gap: '4' })}>
                <ul className={css({ display: 'grid', gap: '3' })} aria-label={t`Your notifications`}>
                  {data.data.map((n) => {
                    const line = notificationLine(i18n, n);
                    return (
                      <li key={n.id} className={`${row} ${n.read_at === null ? unreadRow : ''}`}>
                        <button type="button" className={openButton} onClick={() => void open(n)}>
                          {n.read_at === null ? (
                            <span className={css({ srOnly: true })}>
                              <Trans>Unread:</Trans>{' '}
                            </span>
                          ) : null}
                          <span className={css({ fontWeight: n.read_at === null ? 'semibold' : 'normal' })}>
                            {line}
                          </span>
                          <span className={css({ display: 'block', textStyle: 'caption', color: 'fg.muted', mt: '1' })}>
                            {formatDate(n.created_at, 'dateTime', i18n.locale as Locale)}
                          </span>
                        </button>
                        {n.read_at === null ? (
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            onClick={() => mark.mutate({ ids: [n.id] })}
                            aria-label={t`Mark as read: ${line}`}
                          >
                            <Trans>Mark read</Trans>
                          </Button>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
                <Pagination
                  page={page}
                  count={data.meta.total}
                  pageSize={NOTIFICATIONS_PAGE_SIZE}
                  onPageChange={setPage}
                />
              </div>
            )}
          </LoadingRegion>
        )}
      </div>
    </PageContainer>
  );
}
