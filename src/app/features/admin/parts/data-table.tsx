import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { css, cx } from 'styled-system/css';
import { Checkbox } from '@app/ui/checkbox';
import { LoadingRegion } from '@app/ui/skeleton';
import { VisuallyHidden } from '@app/ui/visually-hidden';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** The list-query sort field; the header becomes a button that toggles ascending / descending. */
  sort?: string;
  render: (row: T) => ReactNode;
  width?: string;
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => number | string;
  /** A short name of the row for screen readers ("Select Ann"). */
  rowLabel: (row: T) => string;
  sort?: string;
  onSort?: (sort: string) => void;
  selected?: Set<number | string>;
  onSelectedChange?: (selected: Set<number | string>) => void;
  loading?: boolean;
  empty?: ReactNode;
}

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    px: '3',
    py: '2',
    textAlign: 'start',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    verticalAlign: 'top',
  },
  '& thead th': { bg: 'bg.muted', fontWeight: '600', position: 'sticky', top: '0', zIndex: '1' },
  '& tbody tr:hover': { bg: 'bg.muted' },
  '& tbody tr:focus-within': { bg: 'bg.muted' },
});

const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: '600',
  cursor: 'pointer',
  borderRadius: 'control',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/**
 * The back office's dense table: a real <table> with a caption, sortable headers as buttons (aria-sort), optional
 * row selection for bulk actions, and every action in a cell as a native control, so it works with Tab, Space and
 * Enter and reads well in a screen reader.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useLingui();
  const { columns, rows, rowKey, sort, onSort, selected, onSelectedChange } = props;
  const sortField = sort?.replace(/^-/, '');
  const descending = sort?.startsWith('-') ?? false;
  const keys = rows.map(rowKey);
  const allSelected = !!selected && keys.length > 0 && keys.every((k) => selected.has(k));
  const toggle = (key: number | string, on: boolean) => {
    if (!selected || !onSelectedChange) return;
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    onSelectedChange(next);
  };
  return (
    <LoadingRegion loading={!!props.loading} label={t`Loading…`}>
      {/* A narrow screen scrolls the table sideways; the region is focusable so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={props.caption}
        tabIndex={0}
        className={css({
          overflowX: 'auto',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
        })}
      >
        <table className={table}>
          <caption className={css({ srOnly: true })}>{props.caption}</caption>
          <thead>
            <tr>
              {selected && (
                <th scope="col" className={css({ width: '10' })}>
                  <Checkbox
                    label={<VisuallyHidden>{t`Select all rows on this page`}</VisuallyHidden>}
                    checked={allSelected}
                    onCheckedChange={(on) => onSelectedChange?.(on ? new Set(keys) : new Set())}
                  />
                </th>
              )}
              {columns.map((col) => {
                const active = col.sort && col.sort === sortField;
                const ariaSort = active ? (descending ? 'descending' : 'ascending') : undefined;
                return (
                  <th key={col.key} scope="col" aria-sort={ariaSort} style={{ width: col.width }}>
                    {col.sort && onSort ? (
                      <button
                        type="button"
                        className={sortButton}
                        onClick={() => onSort(active && !descending ? `-${col.sort}` : (col.sort as string))}
                      >
                        {col.header}
                        <ChevronDownIcon
                          size={14}
                          className={cx(
                            css({ transition: 'transform 0.15s', opacity: active ? 1 : 0.35 }),
                            active && !descending ? css({ transform: 'rotate(180deg)' }) : undefined,
                          )}
                        />
                      </button>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selected ? 1 : 0)}>{props.empty}</td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const label = props.rowLabel(row);
                return (
                  <tr key={key}>
                    {selected && (
                      <td>
                        <Checkbox
                          label={<VisuallyHidden>{t`Select ${label}`}</VisuallyHidden>}
                          checked={selected.has(key)}
                          onCheckedChange={(on) => toggle(key, on)}
                        />
                      </td>
                    )}
                    {columns.map((col) => (
                      <td key={col.key} className={col.align === 'end' ? css({ textAlign: 'end' }) : undefined}>
                        {col.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </LoadingRegion>
  );
}
