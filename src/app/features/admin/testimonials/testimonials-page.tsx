import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { AdminReview, ReviewStatus } from '@shared/schemas/admin';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { reviewsQueryOptions, useBulkReviews, useDeleteReview, useReviewStatus } from '../api';
import { muted, rowActions } from '../parts/admin-page';
import { AdminListPage } from '../parts/admin-list-page';
import { useBulkSelection } from '../parts/bulk-selection';
import type { Column } from '../parts/data-table';
import { toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import type { reviewFilters } from '../list-params';
import { reviewListParams } from '../list-params';
import { ListFilter } from '../parts/list-filter';

type Filter = (typeof reviewFilters)[number];

/** `/admin/testimonials`: approve (show), hide or delete reviews, one by one or approve and hide in bulk. */
export function TestimonialsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const params = reviewListParams(search);
  const list = useQuery(reviewsQueryOptions(params));
  const setStatus = useReviewStatus();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const bulk = useBulkReviews();
  const { selected, setSelected, run } = useBulkSelection(bulk, {
    done: (done) => t`Reviews updated: ${done}.`,
    refused: (done, refused) => t`Reviews updated: ${done}; refused: ${refused}.`,
    failed: t`The reviews could not be updated.`,
  });

  const runBulk = (status: ReviewStatus) => run({ status });
  const statusLabel: Record<ReviewStatus, string> = { visible: t`Visible`, hidden: t`Hidden`, pending: t`Pending` };

  const change = (r: AdminReview, status: ReviewStatus) =>
    setStatus.mutate({ id: r.id, status }, { onError: (e) => toastRefusal(e, t`The review could not be changed.`) });

  const columns: Column<AdminReview>[] = [
    {
      key: 'review',
      header: t`Review`,
      width: '40%',
      render: (r) => (
        <div>
          <div className={css({ fontWeight: '600' })}>{r.title}</div>
          <p className={css({ whiteSpace: 'pre-wrap' })}>{r.body}</p>
          <div className={muted}>
            {r.author.name}
            {r.rating ? ` · ${'★'.repeat(r.rating)}` : ''}
          </div>
        </div>
      ),
    },
    { key: 'target', header: t`About`, render: (r) => r.target.label ?? `${r.target.type} #${r.target.id}` },
    { key: 'status', header: t`Status`, render: (r) => statusLabel[r.status] },
    { key: 'created_at', header: t`Written`, sort: 'created_at', render: (r) => formatDate(r.created_at, 'dateTime') },
    {
      key: 'actions',
      header: t`Actions`,
      render: (r) => {
        const title = r.title;
        return (
          <div className={rowActions}>
            {r.status !== 'visible' && (
              <Button type="button" size="sm" aria-label={t`Approve "${title}"`} onClick={() => change(r, 'visible')}>
                {t`Approve`}
              </Button>
            )}
            {r.status !== 'hidden' && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t`Hide "${title}"`}
                onClick={() => change(r, 'hidden')}
              >
                {t`Hide`}
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="danger"
              aria-label={t`Delete "${title}"`}
              onClick={() => setDeleting(r)}
            >
              {t`Delete`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <AdminListPage
      title={t`Testimonials`}
      list={list}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search titles`}
      filters={
        <ListFilter
          label={t`Status`}
          allLabel={t`All statuses`}
          value={search.status}
          onChange={(status) => setSearch({ status })}
          options={[
            { value: 'pending', label: statusLabel.pending },
            { value: 'visible', label: statusLabel.visible },
            { value: 'hidden', label: statusLabel.hidden },
          ]}
        />
      }
      bulkActions={[
        { label: t`Approve selected`, run: () => runBulk('visible'), loading: bulk.isPending },
        { label: t`Hide selected`, run: () => runBulk('hidden'), variant: 'outline' },
      ]}
      caption={t`Testimonials`}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.title}
      sort={params.sort}
      selected={selected}
      onSelectedChange={setSelected}
      emptyTitle={t`No reviews match`}
    >
      <Modal
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t`Delete this review?`}
        description={deleting?.title}
        role="alertdialog"
        footer={
          <div className={rowActions}>
            <Button type="button" variant="outline" onClick={() => setDeleting(null)}>
              {t`Cancel`}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.success(t`The review is deleted.`);
                    setDeleting(null);
                  },
                  onError: (e) => toastRefusal(e, t`The review could not be deleted.`),
                })
              }
            >
              {t`Delete`}
            </Button>
          </div>
        }
      >
        <p>{t`It disappears from the site for good; the audit log keeps a copy.`}</p>
      </Modal>
    </AdminListPage>
  );
}
