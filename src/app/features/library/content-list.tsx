import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion } from '@app/ui/skeleton';
import { LIBRARY_PAGE_SIZE, type ContentPageQueryOptions } from './api';
import { ContentLink } from './content-link';
import { GridSkeleton } from './grid-skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { contentGrid } from './styles';

interface ContentListProps {
  options: (page: number) => ContentPageQueryOptions;
  /** Names the list for screen readers and the error message. */
  label: string;
  errorTitle: string;
  empty: ReactNode;
  /** Something to put under each card (e.g. a remove button), outside the card's link. */
  renderActions?: (item: ContentResource) => ReactNode;
}

/** A paged grid of content cards (wishlist, communities, collection) with its loading, error and empty states. */
export function ContentList({ options, label, errorTitle, empty, renderActions }: ContentListProps) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(options(page));

  if (isError && !data)
    return <LoadError headingLevel="h2" title={errorTitle} onRetry={() => void refetch()} retrying={isRefetching} />;
  return (
    <LoadingRegion loading={isPending} label={t`Loading…`}>
      {isPending ? (
        <GridSkeleton />
      ) : data.data.length === 0 ? (
        empty
      ) : (
        <div className={css({ display: 'grid', gap: '6' })}>
          <ul className={contentGrid} aria-label={label}>
            {data.data.map((item) => (
              <li key={item.id} className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
                <ContentLink item={item} />
                {renderActions ? <div>{renderActions(item)}</div> : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={data.meta.total}
            pageSize={LIBRARY_PAGE_SIZE}
            onPageChange={setPage}
            label={label}
          />
        </div>
      )}
    </LoadingRegion>
  );
}
