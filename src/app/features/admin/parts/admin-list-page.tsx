import type { ReactNode } from 'react';
import { EmptyState } from '@app/ui/empty-state';
import { Pagination } from '@app/ui/pagination';
import { ADMIN_PAGE_SIZE, type Page } from '../api';
import { AdminPage, filterBar } from './admin-page';
import { BulkActions, type BulkAction } from './bulk-actions';
import { DataTable, type DataTableProps } from './data-table';
import type { ListSearch } from './list-search';
import { SearchForm } from './search-form';

export interface AdminListPageProps<T> extends Omit<DataTableProps<T>, 'rows' | 'loading' | 'empty' | 'onSort'> {
  title: string;
  /** Buttons beside the title ("Add"). */
  actions?: ReactNode;
  /** Shown between the title and the filters (tabs, an explanation, an open item). */
  intro?: ReactNode;
  /** The list query's result: rows, total, and whether it is (re)loading. */
  list: { data?: Page<T>; isPending: boolean; isFetching: boolean };
  /** The address's list params and their setter (`useListSearch`): page, sort and search text live there. */
  search: ListSearch;
  onSearchChange: (patch: Partial<ListSearch>) => void;
  /** The search box's label; without it the page has no free-text search. */
  searchLabel?: string;
  /** The page's own filter fields, after the search box. */
  filters?: ReactNode;
  /** Actions on the selected rows; the table gets its checkboxes when `selected` is given. */
  bulkActions?: BulkAction[];
  emptyTitle: string;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * Every back-office list: title, filters, the bulk bar, the table (sortable by keyboard, selectable) and the pager,
 * all driven by the address so a reload, a link or Back shows the same rows.
 */
export function AdminListPage<T>(props: AdminListPageProps<T>) {
  const { title, actions, intro, list, search, onSearchChange, searchLabel, filters, bulkActions, emptyTitle } = props;
  const { data, isPending, isFetching } = list;
  return (
    <AdminPage title={title} actions={actions}>
      {intro}
      {(searchLabel || filters) && (
        <div className={filterBar}>
          {searchLabel && (
            <SearchForm label={searchLabel} value={search.q ?? ''} onSearch={(q) => onSearchChange({ q })} />
          )}
          {filters}
        </div>
      )}
      {bulkActions && <BulkActions count={props.selected?.size ?? 0} actions={bulkActions} />}
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={data?.data ?? []}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        sort={props.sort}
        onSort={props.sort === undefined ? undefined : (sort) => onSearchChange({ sort })}
        selected={props.selected}
        onSelectedChange={props.onSelectedChange}
        loading={isPending || isFetching}
        empty={<EmptyState title={emptyTitle} headingLevel="h2" />}
      />
      <Pagination
        page={search.page ?? 1}
        count={data?.meta.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ page })}
      />
      {props.children}
    </AdminPage>
  );
}
