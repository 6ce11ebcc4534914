import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { Money } from '@shared/money';
import type { TopContentRow, TopCreatorRow } from '@shared/schemas/admin-dashboard';
import { formatPrice } from '@app/platform/format';
import { Card } from '@app/ui/card';
import { UiLink } from '@app/ui/link-context';
import { topContentQueryOptions, topCreatorsQueryOptions, type SalesParams } from '../commerce-api';
import { useContentLabels } from '../content/content-labels';
import { CreatorCell } from './creator-cell';
import { DataTable, type Column } from '../parts/data-table';

const cardTitle = css({ textStyle: 'heading.sm' });

/** The best-selling items in the sales chart's range and currency. */
export function TopContentCard({ params }: { params: SalesParams }) {
  const { t, i18n } = useLingui();
  const top = useQuery(topContentQueryOptions(params));
  const contentLabels = useContentLabels();
  const money = (m: Money) => formatPrice(m, i18n.locale as Locale);
  const columns: Column<TopContentRow>[] = [
    {
      key: 'title',
      header: t`Content`,
      render: (r) => <UiLink href={`/admin/content/${r.content_id}`}>{r.title}</UiLink>,
    },
    { key: 'type', header: t`Type`, render: (r) => contentLabels.type(r.type) },
    {
      key: 'creator',
      header: t`Creator`,
      render: (r) => <UiLink href={`/admin/users/${r.owner_id}`}>{r.owner_name}</UiLink>,
    },
    { key: 'orders', header: t`Sales`, align: 'end', render: (r) => r.orders },
    { key: 'revenue', header: t`Revenue`, align: 'end', render: (r) => money(r.revenue) },
  ];
  return (
    <Card as="section" header={<h2 className={cardTitle}>{t`Top content`}</h2>}>
      {top.isError ? (
        <p role="alert">{t`The top content could not be loaded.`}</p>
      ) : (
        <DataTable
          caption={t`Best-selling content in this range`}
          columns={columns}
          rows={top.data?.items ?? []}
          rowKey={(r) => r.content_id}
          rowLabel={(r) => r.title}
          loading={top.isPending}
          empty={t`No sales in this range.`}
        />
      )}
    </Card>
  );
}

/** The creators who sold most in the range and currency, refunds subtracted (the chart's own ledger rows). */
export function TopCreatorsCard({ params }: { params: SalesParams }) {
  const { t, i18n } = useLingui();
  const top = useQuery(topCreatorsQueryOptions(params));
  const money = (m: Money) => formatPrice(m, i18n.locale as Locale);
  const columns: Column<TopCreatorRow>[] = [
    {
      key: 'creator',
      header: t`Creator`,
      render: (r) => <CreatorCell creator={r.creator} />,
    },
    { key: 'sales', header: t`Sales`, align: 'end', render: (r) => r.sales },
    { key: 'gross', header: t`Gross`, align: 'end', render: (r) => money(r.gross) },
    { key: 'refunds', header: t`Refunds`, align: 'end', render: (r) => money(r.refunds) },
    { key: 'net', header: t`After refunds`, align: 'end', render: (r) => money(r.net) },
  ];
  return (
    <Card as="section" header={<h2 className={cardTitle}>{t`Top creators`}</h2>}>
      {top.isError ? (
        <p role="alert">{t`The top creators could not be loaded.`}</p>
      ) : (
        <DataTable
          caption={t`Creators who sold most in this range`}
          columns={columns}
          rows={top.data?.items ?? []}
          rowKey={(r) => r.creator.id}
          rowLabel={(r) => r.creator.name}
          loading={top.isPending}
          empty={t`No sales in this range.`}
        />
      )}
    </Card>
  );
}
