import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { currencies, type Currency } from '@shared/money';
import { type CreatorIncomeRow, type SeriesPoint } from '@shared/schemas/commerce';
import type { Locale } from '@shared/locales';
import { formatDate, formatPrice } from '@app/lib/format';
import { useProfile } from '@app/lib/session';
import { Card } from '@app/ui/card';
import { SegmentedControl } from '@app/ui/segmented-control';
import { SelectField } from '@app/ui/select-field';
import { TextField } from '@app/ui/text-field';
import type { TopContentRow } from '@shared/schemas/admin-dashboard';
import { UiLink } from '@app/ui/link-context';
import { readyIncomeQueryOptions, salesQueryOptions, topContentQueryOptions } from '../commerce-api';
import { useContentLabels } from '../content/content-labels';
import { AdminPage, filterBar, muted } from '../parts/admin-page';
import { DataTable, type Column } from '../parts/data-table';
import { useListSearch } from '../parts/list-search';
import { SalesChart } from './sales-chart';
import type { dashboardFilters } from '../list-params';
import { salesParams } from '../list-params';

type Filter = (typeof dashboardFilters)[number];

/** `/admin`: platform sales over a date range in one currency, and creators' income ready to withdraw. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const params = salesParams(search);
  const { data: profile } = useProfile('admin');
  const name = profile?.name ?? '';
  const sales = useQuery(salesQueryOptions(params));
  const income = useQuery(readyIncomeQueryOptions());
  const top = useQuery(topContentQueryOptions(params));
  const contentLabels = useContentLabels();
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
  const topCreators = [...(income.data ?? [])]
    .sort((a, b) => b.ready + b.pending + b.withdrawn - (a.ready + a.pending + a.withdrawn))
    .slice(0, 50);
  const incomeColumns: Column<CreatorIncomeRow>[] = [
    {
      key: 'creator',
      header: t`Creator`,
      render: (r) => (
        <div>
          {r.creator.name}
          <div className={muted}>@{r.creator.login}</div>
        </div>
      ),
    },
    { key: 'ready', header: t`Ready to withdraw`, align: 'end', render: (r) => money(r.ready, r.currency) },
    { key: 'pending', header: t`In holding period`, align: 'end', render: (r) => money(r.pending, r.currency) },
    { key: 'withdrawn', header: t`Withdrawn`, align: 'end', render: (r) => money(r.withdrawn, r.currency) },
  ];
  const topColumns: Column<TopContentRow>[] = [
    {
      key: 'title',
      header: t`Content`,
      render: (r) => <UiLink href={`/admin/content?q=${encodeURIComponent(r.title)}`}>{r.title}</UiLink>,
    },
    { key: 'type', header: t`Type`, render: (r) => contentLabels.type(r.type) },
    {
      key: 'creator',
      header: t`Creator`,
      render: (r) => <UiLink href={`/admin/users/${r.owner_id}`}>{r.owner_name}</UiLink>,
    },
    { key: 'orders', header: t`Sales`, align: 'end', render: (r) => r.orders },
    { key: 'revenue', header: t`Revenue`, align: 'end', render: (r) => money(r.revenue.amount, r.revenue.currency) },
  ];
  const totals = sales.data?.totals;
  return (
    <AdminPage title={t`Welcome, ${name}`} documentTitle={t`Dashboard`}>
      <div className={filterBar}>
        <TextField
          label={t`From (YYYY-MM-DD)`}
          name="from"
          value={search.from ?? ''}
          onChange={(from) => setSearch({ from })}
        />
        <TextField label={t`To (YYYY-MM-DD)`} name="to" value={search.to ?? ''} onChange={(to) => setSearch({ to })} />
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
      <Card as="section" header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Top content`}</h2>}>
        {top.isError ? (
          <p role="alert">{t`The top content could not be loaded.`}</p>
        ) : (
          <DataTable
            caption={t`Best-selling content in this range`}
            columns={topColumns}
            rows={top.data?.items ?? []}
            rowKey={(r) => r.content_id}
            rowLabel={(r) => r.title}
            loading={top.isPending}
            empty={t`No sales in this range.`}
          />
        )}
      </Card>
      <Card
        as="section"
        header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Top creators and income ready to withdraw`}</h2>}
      >
        <DataTable
          caption={t`Creators' income`}
          columns={incomeColumns}
          rows={topCreators}
          rowKey={(r) => `${r.creator.id}-${r.currency}`}
          rowLabel={(r) => r.creator.name}
          loading={income.isPending}
          empty={t`No creator income yet.`}
        />
      </Card>
    </AdminPage>
  );
}
