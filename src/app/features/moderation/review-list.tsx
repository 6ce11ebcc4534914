import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { REVIEWS_PAGE_SIZE, reviewsQueryOptions, type ReviewTarget } from './api';
import { ReviewItem } from './review-item';

interface ReviewListProps {
  target: ReviewTarget;
  /** Whether the viewer may write one (the section shows the button); the empty state invites them. */
  canReview: boolean;
  /** The viewer's own review, shown above the list as "Your review", so not repeated in it. */
  ownId?: number;
}

/** The target's visible reviews, newest first, a page at a time. */
export function ReviewList({ target, canReview, ownId }: ReviewListProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const reviews = useQuery({ ...reviewsQueryOptions(target, page), placeholderData: keepPreviousData });

  if (reviews.isPending) {
    return (
      <LoadingRegion loading label={t`Loading reviews`}>
        <div className={css({ display: 'grid', gap: '3', py: '4' })}>
          <Skeleton shape="text" width="40%" />
          <Skeleton height="4rem" />
        </div>
      </LoadingRegion>
    );
  }
  if (reviews.isError) {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start', py: '4' })}>
        <p>
          <Trans>The reviews could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" onClick={() => void reviews.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const { meta } = reviews.data;
  const data = reviews.data.data.filter((review) => review.id !== ownId);
  if (data.length === 0) {
    if (ownId !== undefined) return null;
    return (
      <EmptyState
        headingLevel="h3"
        title={<Trans>No reviews yet</Trans>}
        description={canReview ? <Trans>Be the first to share what you thought.</Trans> : undefined}
      />
    );
  }
  return (
    <LoadingRegion loading={reviews.isPlaceholderData} label={t`Loading reviews`}>
      <ul className={css({ listStyle: 'none' })}>
        {data.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      <div className={css({ pt: '4' })}>
        <Pagination
          page={page}
          count={meta.total}
          pageSize={REVIEWS_PAGE_SIZE}
          onPageChange={setPage}
          label={t`Review pages`}
        />
      </div>
    </LoadingRegion>
  );
}
