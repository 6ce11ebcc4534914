import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { AdminContentRow, AdminReport } from '@shared/schemas/admin';
import type { AdminPurchase } from '@shared/schemas/admin-dashboard';
import type { Locale } from '@shared/locales';
import { formatDate, formatPrice } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { UiLink } from '@app/ui/link-context';
import { toast } from '@app/ui/toaster';
import { useApproveUser, userQueryOptions } from '../api';
import { useContentLabels } from '../content/content-labels';
import { AdminPage, muted, rowActions } from '../parts/admin-page';
import { DataTable, type Column } from '../parts/data-table';
import { toastRefusal } from '@app/platform/errors';
import { BlockUserDialog, type BlockTarget } from './block-user-dialog';
import { useUserLabels } from './user-labels';

/** `/admin/users/:id`: one account, its latest content, purchases and the reports about it and by it. */
export function UserDetailPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { data: user } = useSuspenseQuery(userQueryOptions(id));
  const labels = useUserLabels();
  const contentLabels = useContentLabels();
  const approve = useApproveUser();
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  const name = user.name;
  const {
    content: contentCount,
    reports_about: aboutCount,
    reports_by: byCount,
    purchases: purchaseCount,
  } = user.counts;

  const contentColumns: Column<AdminContentRow>[] = [
    {
      key: 'title',
      header: t`Title`,
      render: (c) => <UiLink href={`/admin/content/${c.id}`}>{c.title}</UiLink>,
    },
    { key: 'type', header: t`Type`, render: (c) => contentLabels.type(c.type) },
    { key: 'status', header: t`Status`, render: (c) => contentLabels.status(c.status) },
    { key: 'updated', header: t`Updated`, render: (c) => formatDate(c.updated_at, 'dateTime') },
  ];
  const orderStatus: Record<AdminPurchase['status'], string> = {
    pending: t`Pending`,
    paid: t`Paid`,
    declined: t`Declined`,
    expired: t`Expired`,
    refunded: t`Refunded`,
    partially_refunded: t`Partly refunded`,
  };
  const purchaseColumns: Column<AdminPurchase>[] = [
    {
      key: 'title',
      header: t`Content`,
      render: (p) => <UiLink href={`/admin/content/${p.content_id}`}>{p.title}</UiLink>,
    },
    { key: 'status', header: t`Status`, render: (p) => orderStatus[p.status] },
    { key: 'total', header: t`Paid`, align: 'end', render: (p) => formatPrice(p.total, i18n.locale as Locale) },
    {
      key: 'discount',
      header: t`Discount`,
      align: 'end',
      render: (p) => (p.discount.amount ? formatPrice(p.discount, i18n.locale as Locale) : '—'),
    },
    { key: 'created', header: t`Ordered`, render: (p) => formatDate(p.created_at, 'dateTime') },
  ];
  const reportColumns: Column<AdminReport>[] = [
    { key: 'type', header: t`Reason`, render: (r) => r.report_type.name },
    { key: 'target', header: t`About`, render: (r) => r.target.label ?? `${r.target.type} #${r.target.id}` },
    { key: 'by', header: t`Reporter`, render: (r) => r.reporter.name },
    { key: 'status', header: t`Status`, render: (r) => r.status },
    { key: 'created', header: t`Received`, render: (r) => formatDate(r.created_at, 'dateTime') },
  ];

  return (
    <AdminPage
      title={name}
      actions={
        <div className={rowActions}>
          {user.status === 'pending' && (
            <Button
              type="button"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(user.id, {
                  onSuccess: () => toast.success(t`${name} is approved.`),
                  onError: (e) => toastRefusal(e, t`The account could not be approved.`),
                })
              }
            >
              {t`Approve`}
            </Button>
          )}
          {user.kind !== 'admin' && (
            <Button
              type="button"
              variant={user.status === 'blocked' ? 'outline' : 'danger'}
              aria-haspopup="dialog"
              onClick={() => setBlockTarget(user)}
            >
              {user.status === 'blocked' ? t`Unblock` : t`Block`}
            </Button>
          )}
        </div>
      }
    >
      <Card as="section" header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Account`}</h2>}>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '6', rowGap: '1' })}>
          <dt className={muted}>{t`Login`}</dt>
          <dd>@{user.login}</dd>
          <dt className={muted}>{t`Email`}</dt>
          <dd>{user.email}</dd>
          <dt className={muted}>{t`Role`}</dt>
          <dd>{labels.kind(user)}</dd>
          <dt className={muted}>{t`Status`}</dt>
          <dd>{labels.status(user.status)}</dd>
          <dt className={muted}>{t`Verified`}</dt>
          <dd>{user.email_verified_at ? formatDate(user.email_verified_at, 'date') : t`No`}</dd>
          <dt className={muted}>{t`Joined`}</dt>
          <dd>{formatDate(user.created_at, 'date')}</dd>
          {user.deleted_at && (
            <>
              <dt className={muted}>{t`Deleted`}</dt>
              <dd>{formatDate(user.deleted_at, 'date')}</dd>
            </>
          )}
        </dl>
      </Card>
      <section className={css({ display: 'grid', gap: '2' })}>
        <h2 className={css({ textStyle: 'heading.sm' })}>{t`Content (${contentCount})`}</h2>
        <DataTable
          caption={t`Content of ${name}`}
          columns={contentColumns}
          rows={user.content}
          rowKey={(c) => c.id}
          rowLabel={(c) => c.title}
          empty={t`No content.`}
        />
      </section>
      <section className={css({ display: 'grid', gap: '2' })}>
        <h2 className={css({ textStyle: 'heading.sm' })}>{t`Purchases (${purchaseCount})`}</h2>
        <DataTable
          caption={t`Purchases by ${name}`}
          columns={purchaseColumns}
          rows={user.purchases}
          rowKey={(p) => p.id}
          rowLabel={(p) => p.title}
          empty={t`No purchases.`}
        />
      </section>
      <section className={css({ display: 'grid', gap: '2' })}>
        <h2 className={css({ textStyle: 'heading.sm' })}>{t`Reports about this account (${aboutCount})`}</h2>
        <DataTable
          caption={t`Reports about ${name}`}
          columns={reportColumns}
          rows={user.reports_about}
          rowKey={(r) => r.id}
          rowLabel={(r) => `#${r.id}`}
          empty={t`No reports.`}
        />
      </section>
      <section className={css({ display: 'grid', gap: '2' })}>
        <h2 className={css({ textStyle: 'heading.sm' })}>{t`Reports sent by this account (${byCount})`}</h2>
        <DataTable
          caption={t`Reports by ${name}`}
          columns={reportColumns}
          rows={user.reports_by}
          rowKey={(r) => r.id}
          rowLabel={(r) => `#${r.id}`}
          empty={t`No reports.`}
        />
      </section>
      <BlockUserDialog user={blockTarget} onClose={() => setBlockTarget(null)} />
    </AdminPage>
  );
}
