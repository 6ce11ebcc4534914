import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { Currency } from '@shared/money';
import type { CreatorIncomeRow } from '@shared/schemas/commerce';
import { formatPrice } from '@app/platform/format';
import { Card } from '@app/ui/card';
import { readyIncomeQueryOptions } from '../commerce-api';
import { CreatorCell } from './creator-cell';
import { DataTable, type Column } from '../parts/data-table';

/**
 * Creators' income in the dashboard's currency: ready to withdraw (the holding period is over), still held, and
 * paid out. Amounts of different currencies cannot be ranked together, so the currency switch picks the rows;
 * the API already lists the most ready income first.
 */
export function ReadyIncomeCard({ currency }: { currency: Currency }) {
  const { t, i18n } = useLingui();
  const income = useQuery(readyIncomeQueryOptions());
  const money = (amount: number) => formatPrice({ amount, currency }, i18n.locale as Locale);
  const rows = (income.data ?? []).filter((r) => r.currency === currency);
  const columns: Column<CreatorIncomeRow>[] = [
    {
      key: 'creator',
      header: t`Creator`,
      render: (r) => <CreatorCell creator={r.creator} />,
    },
    { key: 'ready', header: t`Ready to withdraw`, align: 'end', render: (r) => money(r.ready) },
    { key: 'pending', header: t`In holding period`, align: 'end', render: (r) => money(r.pending) },
    { key: 'withdrawn', header: t`Withdrawn`, align: 'end', render: (r) => money(r.withdrawn) },
  ];
  return (
    <Card
      as="section"
      header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Creators' income ready to withdraw`}</h2>}
    >
      {income.isError ? (
        <p role="alert">{t`The creators' income could not be loaded.`}</p>
      ) : (
        <DataTable
          caption={t`Creators' income`}
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.creator.id}-${r.currency}`}
          rowLabel={(r) => r.creator.name}
          loading={income.isPending}
          empty={t`No creator income in this currency yet.`}
        />
      )}
    </Card>
  );
}
