import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { pagination } from 'styled-system/recipes';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  /** Total number of items across all pages. */
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; defaults to "Pagination". Give one per list when a page has two. */
  label?: string;
}

/**
 * Previous / page numbers / next in a labelled <nav>; the current page carries aria-current. Hidden when one page
 * holds everything. The recipe's slot classes go on Ark's parts directly, without Panda's `styled` factory (and its
 * prop list, a first-view cost on every paged list).
 */
export function Pagination({ page, count, pageSize, onPageChange, label }: PaginationProps) {
  const { t } = useLingui();
  if (count <= pageSize) return null;
  const classes = pagination();
  return (
    <ArkPagination.Root
      className={classes.root}
      page={page}
      count={count}
      pageSize={pageSize}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: label ?? t`Pagination`,
        prevTriggerLabel: t`Previous page`,
        nextTriggerLabel: t`Next page`,
        itemLabel: ({ page: number, totalPages }) => t`Page ${number} of ${totalPages}`,
      }}
    >
      <ArkPagination.PrevTrigger className={classes.prevTrigger}>
        <ChevronLeftIcon size={20} />
      </ArkPagination.PrevTrigger>
      <ArkPagination.Context>
        {(api) =>
          api.pages.map((entry, index) =>
            entry.type === 'page' ? (
              <ArkPagination.Item key={`page-${entry.value}`} className={classes.item} type="page" value={entry.value}>
                {entry.value}
              </ArkPagination.Item>
            ) : (
              <ArkPagination.Ellipsis key={`ellipsis-${index}`} className={classes.ellipsis} index={index}>
                …
              </ArkPagination.Ellipsis>
            ),
          )
        }
      </ArkPagination.Context>
      <ArkPagination.NextTrigger className={classes.nextTrigger}>
        <ChevronRightIcon size={20} />
      </ArkPagination.NextTrigger>
    </ArkPagination.Root>
  );
}
