import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import { css } from 'styled-system/css';
import type { BlockedUser } from '@shared/schemas/fan';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { BLOCKED_PAGE_SIZE, blockedQueryOptions } from './api';
import { BlockedUserRow } from './blocked-user-row';
import { UnblockDialog } from './unblock-dialog';

const list = css({ display: 'grid', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

/** `/fan/blocked-list`: the people whose content the fan no longer sees, each with Unblock. */
export function BlockedListPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Blocked list`);
  const [page, setPage] = usePageParam();
  const [confirming, setConfirming] = useState<BlockedUser | null>(null);
  const { data, isPending, isError, refetch, isRefetching } = useQuery(blockedQueryOptions(page));

  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '4' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <h1 className={css({ textStyle: 'heading.lg' })}>
            <Trans>Blocked list</Trans>
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>You do not see content from these people in your feed, search or home.</Trans>
          </p>
        </div>
        {isError && !data ? (
          <LoadError
            headingLevel="h2"
            title={t`Your blocked list could not be loaded`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <LoadingRegion loading={isPending} label={t`Loading…`}>
            {isPending ? (
              <Skeleton height="10rem" />
            ) : data.data.length === 0 ? (
              <EmptyState
                icon={<CheckIcon size={20} />}
                title={t`You have not blocked anyone`}
                description={t`Block a creator from their page to stop seeing their content.`}
                action={
                  <UiLink href={`/${i18n.locale}`} className={buttonStyles({ variant: 'outline' })}>
                    <Trans>Back to home</Trans>
                  </UiLink>
                }
              />
            ) : (
              <div className={css({ display: 'grid', gap: '6' })}>
                <ul className={list} aria-label={t`Blocked people`}>
                  {data.data.map((user) => (
                    <li key={user.id}>
                      <BlockedUserRow user={user} onUnblock={() => setConfirming(user)} />
                    </li>
                  ))}
                </ul>
                <Pagination page={page} count={data.meta.total} pageSize={BLOCKED_PAGE_SIZE} onPageChange={setPage} />
              </div>
            )}
          </LoadingRegion>
        )}
      </div>
      <UnblockDialog user={confirming} onClose={() => setConfirming(null)} />
    </PageContainer>
  );
}
