import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { createStyleContext } from 'styled-system/jsx';
import { pagination } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(pagination);
/**
 * `page` is also a CSS property, so the style factory would take it as a style prop and never pass
 * it to Ark. The root is therefore bound under another name for the current page.
 */
function PaginationRoot({ currentPage, ...props }: Omit<ArkPagination.RootProps, 'page'> & { currentPage: number }) {
  return <ArkPagination.Root page={currentPage} {...props} />;
}
const Root = withProvider(PaginationRoot, 'root');
const Item = withContext(ArkPagination.Item, 'item');
const Ellipsis = withContext(ArkPagination.Ellipsis, 'ellipsis');
const PrevTrigger = withContext(ArkPagination.PrevTrigger, 'prevTrigger');
const NextTrigger = withContext(ArkPagination.NextTrigger, 'nextTrigger');

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

/** Previous / page numbers / next in a labelled <nav>; the current page carries aria-current. Hidden when one page holds everything. */
export function Pagination({ page, count, pageSize, onPageChange, label }: PaginationProps) {
  const { t } = useLingui();
  if (count <= pageSize) return null;
  return (
    <Root
      currentPage={page}
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
      <PrevTrigger>
        <ChevronLeftIcon size={20} />
      </PrevTrigger>
      <ArkPagination.Context>
        {(api) =>
          api.pages.map((entry, index) =>
            entry.type === 'page' ? (
              <Item key={`page-${entry.value}`} type="page" value={entry.value}>
                {entry.value}
              </Item>
            ) : (
              <Ellipsis key={`ellipsis-${index}`} index={index}>
                …
              </Ellipsis>
            ),
          )
        }
      </ArkPagination.Context>
      <NextTrigger>
        <ChevronRightIcon size={20} />
      </NextTrigger>
    </Root>
  );
}
