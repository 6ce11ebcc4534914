import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@shared/locales';
import type { Money } from '@shared/money';
import type { AdminContentRow, ContentBulkAction } from '@shared/schemas/admin';
import { formatDate, formatPrice } from '@app/platform/format';
import { UiLink } from '@app/ui/link-context';
import { contentQueryOptions, useBulkContent } from '../api';
import { muted } from '../parts/admin-page';
import { AdminListPage } from '../parts/admin-list-page';
import { useBulkSelection } from '../parts/bulk-selection';
import type { Column } from '../parts/data-table';
import { useListSearch } from '../parts/list-search';
import { useContentLabels } from './content-labels';
import { useContentModeration } from './moderation';
import type { contentFilters } from '../list-params';
import { contentListParams } from '../list-params';
import { ListFilter } from '../parts/list-filter';

type Filter = (typeof contentFilters)[number];

/**
 * `/admin/content`: every item by status; approve, block, unblock, restore and delete with a reason. A title
 * opens the item as a fan sees it (`/admin/content/:id`), whatever its status.
 */
export function ContentPage() {
  const { t, i18n } = useLingui();
  const labels = useContentLabels();
  const [search, setSearch] = useListSearch<Filter>();
  const params = contentListParams(search);
  const list = useQuery(contentQueryOptions(params));
  const moderation = useContentModeration();
  const bulk = useBulkContent();
  const { selected, setSelected, run } = useBulkSelection(bulk, {
    done: (done) => t`${done} items updated.`,
    refused: (done, refused) => t`${done} items updated, ${refused} refused.`,
    failed: t`The items could not be updated.`,
  });
  const count = selected.size;
  const running = (action: ContentBulkAction) => bulk.isPending && bulk.variables.action === action;
  const runBulk = (action: ContentBulkAction, reason?: string) => run({ action, ...(reason ? { reason } : {}) });
  const trashNote = (reason: string) => t`In the trash: ${reason}`;
  const previewLabel = (title: string) => t`Preview "${title}" as a fan`;

  const columns: Column<AdminContentRow>[] = [
    {
      key: 'title',
      header: t`Title`,
      sort: 'title',
      render: (c) => (
        <div>
          <UiLink href={`/admin/content/${c.id}`} aria-label={previewLabel(c.title)}>
            {c.title}
          </UiLink>
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
    { key: 'actions', header: t`Actions`, render: (c) => moderation.actions(c) },
  ];

  return (
    <AdminListPage
      title={t`Content`}
      list={list}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search title or creator`}
      filters={
        <>
          <ListFilter
            label={t`Status`}
            allLabel={t`All statuses`}
            value={search.status}
            onChange={(status) => setSearch({ status })}
            options={Object.entries(labels.statuses).map(([value, label]) => ({ value, label }))}
          />
          <ListFilter
            label={t`Type`}
            allLabel={t`All types`}
            value={search.type}
            onChange={(type) => setSearch({ type })}
            options={[...Object.entries(labels.types).map(([value, label]) => ({ value, label }))]}
          />
          <ListFilter
            label={t`Trash`}
            allLabel={t`Not deleted`}
            value={search.view}
            onChange={(view) => setSearch({ view })}
            options={[
              { value: 'trashed', label: t`In the trash` },
              { value: 'all', label: t`Everything` },
            ]}
          />
        </>
      }
      bulkActions={[
        { label: t`Approve selected`, run: () => runBulk('approve'), loading: running('approve') },
        {
          label: t`Block selected`,
          run: (reason) => runBulk('block', reason),
          variant: 'danger',
          loading: running('block'),
          confirm: {
            title: count === 1 ? t`Block 1 selected item?` : t`Block ${count} selected items?`,
            description: t`Fans lose access to them until they are unblocked. The reason is kept in the audit log.`,
            action: t`Block`,
            reason: true,
          },
        },
        {
          label: t`Unblock selected`,
          run: () => runBulk('unblock'),
          variant: 'outline',
          loading: running('unblock'),
        },
      ]}
      caption={t`Content`}
      columns={columns}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.title}
      sort={params.sort}
      selected={selected}
      onSelectedChange={setSelected}
      emptyTitle={t`No content matches these filters`}
    >
      {moderation.dialog}
    </AdminListPage>
  );
}
