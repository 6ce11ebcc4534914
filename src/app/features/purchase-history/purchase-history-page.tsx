import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import { Button, buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Pagination } from '@app/ui/pagination';
import { SegmentedControl } from '@app/ui/segmented-control';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { SectionHeading } from '@app/features/account';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { PURCHASE_HISTORY_PAGE_SIZE, purchaseHistoryQueryOptions } from './api';
import { HistoryRow } from './history-row';
import type { HistoryKind } from './history-search';

const list = css({ display: 'grid', gap: '3' });

/** `/account/purchases`: the signed-in user's payments and refunds, newest first, a page at a time. */
export function PurchaseHistoryPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Purchases`);
  const search = useSearch({ from: '/$lang/account/purchases' });
  const navigate = useNavigate({ from: '/$lang/account/purchases' });
  const page = search.page ?? 1;
  const { data, isPending, isPlaceholderData, isError, refetch, isRefetching } = useQuery(
    purchaseHistoryQueryOptions({ page, kind: search.kind }),
  );
  const showKind = (kind: HistoryKind | 'all') => void navigate({ search: kind === 'all' ? {} : { kind } });
  const goToPage = (next: number) => {
    void navigate({ search: (prev) => ({ kind: prev.kind, page: next > 1 ? next : undefined }) });
    window.scrollTo({ top: 0 });
  };
  const label = t`Purchases and refunds`;

  let body;
  if (isError && !data) {
    body = (
      <EmptyState
        icon={<CircleAlertIcon size={20} />}
        title={t`Your purchases could not be loaded`}
        description={t`Check your connection, then try again.`}
        action={
          <Button type="button" loading={isRefetching} onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else if (isPending) {
    body = (
      <ul className={list}>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton height="6.5rem" />
          </li>
        ))}
      </ul>
    );
  } else if (data.data.length === 0) {
    body =
      search.kind === 'refunds' ? (
        <EmptyState
          title={t`No refunds`}
          description={t`If a payment of yours is refunded, the refund appears here.`}
          action={
            <Button type="button" variant="outline" onClick={() => showKind('all')}>
              <Trans>Show all payments</Trans>
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t`No purchases yet`}
          description={t`The content you buy and the communities you join appear here, with any refunds.`}
          action={
            <UiLink href={`/${i18n.locale}`} className={buttonStyles({ variant: 'solid' })}>
              <Trans>Browse content</Trans>
            </UiLink>
          }
        />
      );
  } else {
    body = (
      <div className={css({ display: 'grid', gap: '6' })}>
        <ul className={list} aria-label={label}>
          {data.data.map((tx) => (
            <HistoryRow
              key={tx.id}
              tx={tx}
              highlighted={
                tx.id === search.transaction || (tx.kind === 'purchase' && tx.order_id === (search.order ?? -1))
              }
            />
          ))}
        </ul>
        <Pagination
          page={page}
          count={data.meta.total}
          pageSize={PURCHASE_HISTORY_PAGE_SIZE}
          onPageChange={goToPage}
          label={label}
        />
      </div>
    );
  }

  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <SectionHeading
        title={<Trans>Purchases</Trans>}
        description={<Trans>Your payments and refunds, newest first.</Trans>}
      />
      <SegmentedControl
        label={t`Show`}
        value={search.kind ?? 'all'}
        onValueChange={showKind}
        items={[
          { value: 'all', label: t`All` },
          { value: 'purchases', label: t`Purchases` },
          { value: 'refunds', label: t`Refunds` },
        ]}
      />
      <LoadingRegion loading={isPending || isPlaceholderData} label={t`Loading your purchases…`}>
        {body}
      </LoadingRegion>
    </div>
  );
}
