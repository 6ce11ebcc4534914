import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { allowedActions } from '@shared/content-lifecycle';
import type { Locale } from '@shared/locales';
import type { Money } from '@shared/money';
import type { AdminContentAction, AdminContentRow } from '@shared/schemas/admin';
import { formatDate, formatPrice } from '@app/lib/format';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Modal } from '@app/ui/modal';
import { Pagination } from '@app/ui/pagination';
import { SelectField } from '@app/ui/select-field';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { ADMIN_PAGE_SIZE, contentQueryOptions, useModerateContent } from '../api';
import { AdminPage, filterBar, muted, rowActions } from '../parts/admin-page';
import { DataTable, type Column } from '../parts/data-table';
import { fieldErrorsOf, toastFailure } from '../parts/errors';
import { useListSearch } from '../parts/list-search';
import { SearchForm } from '../parts/search-form';
import { useContentLabels } from './content-labels';
import type { contentFilters } from '../list-params';
import { contentListParams } from '../list-params';

type Filter = (typeof contentFilters)[number];

/** Actions the admin may take; whether each is allowed comes from the shared lifecycle rule (`whyNot`). */
const adminActions: AdminContentAction[] = ['approve', 'block', 'unblock', 'restore', 'delete'];
const needsReason = (a: AdminContentAction) => a === 'block' || a === 'delete';

/** `/admin/content`: every item by status; approve, block, unblock, restore and delete with a reason. */
export function ContentPage() {
  const { t, i18n } = useLingui();
  const labels = useContentLabels();
  const [search, setSearch] = useListSearch<Filter>();
  const params = contentListParams(search);
  const { data, isPending, isFetching } = useQuery(contentQueryOptions(params));
  const moderate = useModerateContent();
  const [pending, setPending] = useState<{ row: AdminContentRow; action: AdminContentAction } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const trashNote = (reason: string) => t`In the trash: ${reason}`;
  const actionLabel: Record<AdminContentAction, string> = {
    approve: t`Approve`,
    block: t`Block`,
    unblock: t`Unblock`,
    restore: t`Restore`,
    delete: t`Delete`,
  };

  const run = (row: AdminContentRow, action: AdminContentAction, why?: string) =>
    moderate.mutate(
      { id: row.id, action, reason: why, scope: 'admin' },
      {
        onSuccess: () => {
          const title = row.title;
          toast.success(t`"${title}" updated.`);
          setPending(null);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields.reason) setReasonErrors(fields.reason);
          else toastFailure(error, t`The item could not be changed.`);
        },
      },
    );

  const columns: Column<AdminContentRow>[] = [
    {
      key: 'title',
      header: t`Title`,
      sort: 'title',
      render: (c) => (
        <div>
          <a href={`/${i18n.locale}/content/${c.id}`} target="_blank" rel="noreferrer">
            {c.title}
            <span className={css({ srOnly: true })}>{t`(preview as a fan, opens in a new tab)`}</span>
          </a>
          <div className={muted}>
            {c.owner.name} · {labels.type(c.type)}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      sort: 'status',
      render: (c) => (
        <div>
          {labels.status(c.status)}
          {c.deleted_at && <div className={muted}>{trashNote(c.deletion_reason ?? '')}</div>}
          {c.archived_at && <div className={muted}>{t`Archived`}</div>}
        </div>
      ),
    },
    {
      key: 'price',
      header: t`Price`,
      sort: 'price',
      render: (c) => (c.price.amount === 0 ? t`Free` : formatPrice(c.price as Money, i18n.locale as Locale)),
    },
    { key: 'updated_at', header: t`Updated`, sort: 'updated_at', render: (c) => formatDate(c.updated_at, 'dateTime') },
    {
      key: 'actions',
      header: t`Actions`,
      render: (c) => {
        const verdicts = allowedActions({ status: c.status, archivedAt: c.archived_at, deletedAt: c.deleted_at });
        const title = c.title;
        return (
          <div className={rowActions}>
            {adminActions
              .filter((a) => verdicts[a] === null)
              .map((a) => (
                <Button
                  key={a}
                  type="button"
                  size="sm"
                  variant={a === 'delete' || a === 'block' ? 'danger' : a === 'approve' ? 'solid' : 'outline'}
                  aria-label={`${actionLabel[a]}: ${title}`}
                  loading={moderate.isPending && moderate.variables?.id === c.id && moderate.variables.action === a}
                  onClick={() => {
                    if (needsReason(a)) {
                      setReason('');
                      setReasonErrors([]);
                      setPending({ row: c, action: a });
                    } else run(c, a);
                  }}
                >
                  {actionLabel[a]}
                </Button>
              ))}
          </div>
        );
      },
    },
  ];

  const statusOptions = [
    { value: '', label: t`All statuses` },
    ...Object.entries(labels.statuses).map(([value, label]) => ({ value, label })),
  ];
  const pendingTitle = pending?.row.title ?? '';
  return (
    <AdminPage title={t`Content`}>
      <div className={filterBar}>
        <SearchForm label={t`Search title or creator`} value={search.q ?? ''} onSearch={(q) => setSearch({ q })} />
        <SelectField
          label={t`Status`}
          value={search.status ?? ''}
          onValueChange={(status) => setSearch({ status })}
          options={statusOptions}
        />
        <SelectField
          label={t`Trash`}
          value={search.view ?? ''}
          onValueChange={(view) => setSearch({ view })}
          options={[
            { value: '', label: t`Not deleted` },
            { value: 'trashed', label: t`In the trash` },
            { value: 'all', label: t`Everything` },
          ]}
        />
      </div>
      <DataTable
        caption={t`Content`}
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.title}
        sort={params.sort}
        onSort={(sort) => setSearch({ sort })}
        loading={isPending || isFetching}
        empty={<EmptyState title={t`No content matches these filters`} headingLevel="h2" />}
      />
      <Pagination
        page={search.page ?? 1}
        count={data?.meta.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={(page) => setSearch({ page })}
      />
      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? `${actionLabel[pending.action]}: ${pendingTitle}` : ''}
        description={t`The reason is kept in the audit log and, for a deletion, with the item.`}
        closeOnBackdrop={false}
        footer={
          <div className={rowActions}>
            <Button type="button" variant="outline" onClick={() => setPending(null)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form="content-reason-form" variant="danger" loading={moderate.isPending}>
              {pending ? actionLabel[pending.action] : ''}
            </Button>
          </div>
        }
      >
        <form
          id="content-reason-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) return;
            if (!reason.trim()) return setReasonErrors([t`Give a reason.`]);
            run(pending.row, pending.action, reason.trim());
          }}
        >
          <TextAreaField
            label={t`Reason`}
            name="reason"
            value={reason}
            onChange={setReason}
            errors={reasonErrors}
            maxLength={1000}
            required
            rows={4}
          />
        </form>
      </Modal>
    </AdminPage>
  );
}
