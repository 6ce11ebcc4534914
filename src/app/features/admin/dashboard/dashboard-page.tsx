import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { currencies, type Currency } from '@shared/money';
import type { SeriesPoint } from '@shared/schemas/commerce';
import type { Locale } from '@shared/locales';
import { formatDate, formatPrice } from '@app/platform/format';
import { useProfile } from '@app/platform/session';
import { Card } from '@app/ui/card';
import { DateTimeField } from '@app/ui/date-time-field';
import { SegmentedControl } from '@app/ui/segmented-control';
import { SelectField } from '@app/ui/select-field';
import { salesQueryOptions } from '../commerce-api';
import { AdminPage, filterBar, muted } from '../parts/admin-page';
import { DataTable, type Column } from '../parts/data-table';
import { useListSearch } from '../parts/list-search';
import { TopContentCard, TopCreatorsCard } from './rankings';
import { ReadyIncomeCard } from './ready-income';
import { SalesChart } from './sales-chart';
import type { dashboardFilters } from '../list-params';
import { salesParams } from '../list-params';

type Filter = (typeof dashboardFilters)[number];

/**
 * `/admin`: platform sales over a date range in one currency, the best-selling content and creators of that range,
 * and creators' income ready to withdraw. The range, grouping and currency stay in the address.
 */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const params = salesParams(search);
  const { data: profile } = useProfile('admin');
  const name = profile?.name ?? '';
  const sales = useQuery(salesQueryOptions(params));
  const money = (amount: number, currency: Currency = params.currency) =>
    formatPrice({ amount, currency }, i18n.locale as Locale);

  const pointColumns: Column<SeriesPoint>[] = [
    { key: 'period', header: t`Period`, render: (p) => formatDate(p.period, 'date') },
    { key: 'count', header: t`Sales`, align: 'end', render: (p) => p.count },
    { key: 'gross', header: t`Gross`, align: 'end', render: (p) => money(p.gross) },
    { key: 'fees', header: t`Platform fees`, align: 'end', render: (p) => money(p.fees) },
    { key: 'refunds', header: t`Refunds`, align: 'end', render: (p) => money(p.refunds) },
    { key: 'net', header: t`Net`, align: 'end', render: (p) => money(p.net) },
  ];
  const totals = sales.data?.totals;
  // Without a chosen range the API answers its default one: the fields show which dates the numbers cover.
  const from = search.from ?? sales.data?.from.slice(0, 10) ?? '';
  const to = search.to ?? sales.data?.to.slice(0, 10) ?? '';
  return (
    <AdminPage title={t`Welcome, ${name}`} documentTitle={t`Dashboard`}>
      <div className={filterBar}>
        <DateTimeField
          type="date"
          label={t`From`}
          name="from"
          value={from}
          max={to}
          onChange={(from) => setSearch({ from })}
        />
        <DateTimeField type="date" label={t`To`} name="to" value={to} min={from} onChange={(to) => setSearch({ to })} />
        <SelectField
          label={t`Group by`}
          value={params.interval}
          onValueChange={(interval) => setSearch({ interval })}
          options={[
            { value: 'day', label: t`Day` },
            { value: 'week', label: t`Week` },
            { value: 'month', label: t`Month` },
          ]}
        />
        <SegmentedControl
          label={t`Currency`}
          value={params.currency}
          onValueChange={(currency) => setSearch({ currency })}
          items={currencies.map((c) => ({ value: c, label: c === 'JPY' ? 'YEN' : c }))}
        />
      </div>
      <Card as="section" header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Sales`}</h2>}>
        {sales.isError ? (
          <p role="alert">{t`The sales could not be loaded.`}</p>
        ) : sales.data ? (
          <div className={css({ display: 'grid', gap: '4' })}>
            {totals && (
              <dl className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
                <div>
                  <dt className={muted}>{t`Gross`}</dt>
                  <dd className={css({ textStyle: 'heading.md' })}>{money(totals.gross)}</dd>
                </div>
                <div>
                  <dt className={muted}>{t`Net`}</dt>
                  <dd className={css({ textStyle: 'heading.md' })}>{money(totals.net)}</dd>
                </div>
                <div>
                  <dt className={muted}>{t`Refunds`}</dt>
                  <dd className={css({ textStyle: 'heading.md' })}>{money(totals.refunds)}</dd>
                </div>
                <div>
                  <dt className={muted}>{t`Sales`}</dt>
                  <dd className={css({ textStyle: 'heading.md' })}>{totals.count}</dd>
                </div>
              </dl>
            )}
            <SalesChart series={sales.data} format={(n) => money(n)} />
            <DataTable
              caption={t`Sales per period`}
              columns={pointColumns}
              rows={sales.data.points}
              rowKey={(p) => p.period}
              rowLabel={(p) => p.period}
              loading={sales.isFetching}
              empty={t`No sales in this range.`}
            />
          </div>
        ) : (
          <p className={muted}>{t`Loading…`}</p>
        )}
      </Card>
      <TopContentCard params={params} />
      <TopCreatorsCard params={params} />
      <ReadyIncomeCard currency={params.currency} />
    </AdminPage>
  );
}
