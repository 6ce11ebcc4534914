import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser, UserBulkAction } from '@shared/schemas/admin';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { toast } from '@app/ui/toaster';
import { useApproveUser, useBulkUsers, usersQueryOptions } from '../api';
import { muted, rowActions } from '../parts/admin-page';
import { AdminListPage } from '../parts/admin-list-page';
import { useBulkSelection } from '../parts/bulk-selection';
import type { Column } from '../parts/data-table';
import { toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import { BlockUserDialog, type BlockTarget } from './block-user-dialog';
import { useUserLabels } from './user-labels';
import type { userFilters } from '../list-params';
import { usersListParams } from '../list-params';
import { ListFilter } from '../parts/list-filter';

type Filter = (typeof userFilters)[number];

/** `/admin/users`: search, filter and sort every account; approve creators, block or unblock, one by one or in bulk. */
export function UsersPage() {
  const { t } = useLingui();
  const labels = useUserLabels();
  const [search, setSearch] = useListSearch<Filter>();
  const params = usersListParams(search);
  const list = useQuery(usersQueryOptions(params));
  const approve = useApproveUser();
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  const bulk = useBulkUsers();
  const { selected, setSelected, run } = useBulkSelection(bulk, {
    done: (done) => t`${done} accounts updated.`,
    refused: (done, refused) => t`${done} accounts updated, ${refused} refused.`,
    failed: t`The accounts could not be updated.`,
  });

  const running = (action: UserBulkAction) => bulk.isPending && bulk.variables.action === action;
  const runBulk = (action: UserBulkAction) => run({ action });

  const approveLabel = (name: string) => t`Approve ${name}`;
  const blockLabel = (name: string) => t`Block ${name}`;
  const unblockLabel = (name: string) => t`Unblock ${name}`;
  const approvedNote = (name: string) => t`${name} is approved.`;
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: t`Name`,
      sort: 'name',
      render: (u) => (
        <div>
          <UiLink href={`/admin/users/${u.id}`}>{u.name}</UiLink>
          <div className={muted}>@{u.login}</div>
        </div>
      ),
    },
    { key: 'email', header: t`Email`, sort: 'email', render: (u) => u.email },
    { key: 'kind', header: t`Role`, sort: 'kind', render: (u) => labels.kind(u) },
    { key: 'status', header: t`Status`, sort: 'status', render: (u) => labels.status(u.status) },
    {
      key: 'verified',
      header: t`Verified`,
      render: (u) => (u.email_verified_at ? formatDate(u.email_verified_at, 'date') : t`No`),
    },
    { key: 'created_at', header: t`Joined`, sort: 'created_at', render: (u) => formatDate(u.created_at, 'date') },
    {
      key: 'actions',
      header: t`Actions`,
      render: (u) => (
        <div className={rowActions}>
          {u.status === 'pending' && (
            <Button
              type="button"
              size="sm"
              aria-label={approveLabel(u.name)}
              loading={approve.isPending && approve.variables === u.id}
              onClick={() =>
                approve.mutate(u.id, {
                  onSuccess: () => toast.success(approvedNote(u.name)),
                  onError: (e) => toastRefusal(e, t`The account could not be approved.`),
                })
              }
            >
              {t`Approve`}
            </Button>
          )}
          {u.kind !== 'admin' && (
            <Button
              type="button"
              size="sm"
              variant={u.status === 'blocked' ? 'outline' : 'danger'}
              aria-label={u.status === 'blocked' ? unblockLabel(u.name) : blockLabel(u.name)}
              aria-haspopup="dialog"
              onClick={() => setBlockTarget(u)}
            >
              {u.status === 'blocked' ? t`Unblock` : t`Block`}
            </Button>
          )}
        </div>
      ),
    },
  ];

  const count = selected.size;
  return (
    <AdminListPage
      title={t`Users`}
      list={list}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search name, login or email`}
      filters={
        <>
          <ListFilter
            label={t`Role`}
            allLabel={t`All roles`}
            value={search.kind}
            onChange={(kind) => setSearch({ kind })}
            options={[
              { value: 'fan', label: t`Fan` },
              { value: 'creator', label: t`Creator` },
              { value: 'admin', label: t`Administrator` },
            ]}
          />
          <ListFilter
            label={t`Status`}
            allLabel={t`All statuses`}
            value={search.status}
            onChange={(status) => setSearch({ status })}
            options={[
              { value: 'pending', label: t`Waiting for approval` },
              { value: 'approved', label: t`Approved` },
              { value: 'blocked', label: t`Blocked` },
            ]}
          />
          <ListFilter
            label={t`Email verified`}
            allLabel={t`Any`}
            value={search.verified}
            onChange={(verified) => setSearch({ verified })}
            options={[
              { value: 'yes', label: t`Verified` },
              { value: 'no', label: t`Not verified` },
            ]}
          />
        </>
      }
      bulkActions={[
        { label: t`Approve selected`, run: () => runBulk('approve'), loading: running('approve') },
        {
          label: t`Block selected`,
          run: () => runBulk('block'),
          variant: 'danger',
          loading: running('block'),
          // As for one account (BlockUserDialog): everyone selected is signed out at once.
          confirm: {
            title: t`Block the selected accounts?`,
            description: t`${count} selected. They are signed out on every device at once and cannot sign in until they are unblocked.`,
            action: t`Block`,
          },
        },
        {
          label: t`Unblock selected`,
          run: () => runBulk('unblock'),
          variant: 'outline',
          loading: running('unblock'),
        },
      ]}
      caption={t`Users`}
      columns={columns}
      rowKey={(u) => u.id}
      rowLabel={(u) => u.name}
      sort={params.sort}
      selected={selected}
      onSelectedChange={setSelected}
      emptyTitle={t`No user matches these filters`}
    >
      <BlockUserDialog user={blockTarget} onClose={() => setBlockTarget(null)} />
    </AdminListPage>
  );
}
