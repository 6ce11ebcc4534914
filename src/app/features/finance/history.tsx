import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { LedgerKind, WalletEntry } from '@shared/schemas/commerce';
import { formatDate, formatPrice } from '@app/platform/format';
import { EmptyState } from '@app/ui/empty-state';
import { Pagination } from '@app/ui/pagination';
import { Skeleton } from '@app/ui/skeleton';
import { HISTORY_PAGE_SIZE, walletHistoryQueryOptions } from './api';

const kindLabels: Record<LedgerKind, MessageDescriptor> = {
  purchase: msg`Sale`,
  subscription_payment: msg`Membership payment`,
  refund: msg`Refund`,
  payout: msg`Withdrawal`,
  payout_settled: msg`Withdrawal paid`,
  payout_failed: msg`Withdrawal failed (returned)`,
};

/** The creator's side of every money movement, newest first, a page at a time. */
export function History() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const history = useQuery(walletHistoryQueryOptions(page));
  // When the page opened: whether an entry's income is still pending does not need to tick by the second.
  const [now] = useState(() => Date.now());
  if (history.isPending) return <Skeleton height="10rem" />;
  if (history.isError) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t`The history could not be loaded`}
        description={t`Check your connection and reload the page.`}
      />
    );
  }
  if (history.data.data.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t`No transactions yet`}
        description={t`Sales, refunds and withdrawals appear here.`}
      />
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <ul className={css({ display: 'grid' })} aria-label={t`Transactions`}>
        {history.data.data.map((entry) => (
          <EntryRow key={entry.id} entry={entry} now={now} />
        ))}
      </ul>
      <Pagination page={page} count={history.data.meta.total} pageSize={HISTORY_PAGE_SIZE} onPageChange={setPage} />
    </div>
  );
}

function EntryRow({ entry, now }: { entry: WalletEntry; now: number }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const fee = entry.fee ? formatPrice(entry.fee, locale) : null;
  const readyOn =
    entry.available_at && Date.parse(entry.available_at) > now ? formatDate(entry.available_at, 'date', locale) : null;
  return (
    <li
      className={css({
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: '1',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div className={css({ display: 'grid', gap: '0.5', minWidth: '0' })}>
        <span className={css({ fontWeight: 'semibold' })}>{i18n._(kindLabels[entry.kind])}</span>
        {entry.content_title ? <span className={css({ overflowWrap: 'anywhere' })}>{entry.content_title}</span> : null}
        <span className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
          {formatDate(entry.created_at, 'dateTime', locale)}
          {fee ? (
            <>
              {' · '}
              <Trans>fee {fee}</Trans>
            </>
          ) : null}
          {readyOn ? (
            <>
              {' · '}
              <Trans>ready on {readyOn}</Trans>
            </>
          ) : null}
        </span>
      </div>
      <span className={css({ fontWeight: 'semibold', color: entry.amount.amount < 0 ? 'danger.fg' : 'success.fg' })}>
        {entry.amount.amount > 0 ? '+' : ''}
        {formatPrice(entry.amount, locale)}
      </span>
    </li>
  );
}
