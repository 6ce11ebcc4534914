import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { ownReviewQueryOptions, type ReviewTarget } from './api';
import { OwnReview } from './own-review';
import { ReviewList } from './review-list';

/** The testimonial dialog and its form are in no first view: their code loads the first time the dialog opens. */
const ReviewDialog = lazy(() => import('./review-dialog').then((m) => ({ default: m.ReviewDialog })));

export interface ReviewsSectionProps {
  /** The content item or creator the reviews are about. */
  target: ReviewTarget;
  /** Whether the viewer may review it (bought or unlocked it, or bought from the creator). */
  canReview: boolean;
}

/**
 * "Reviews": the list, and for those who may, the testimonial dialog behind "Write a review"; once
 * written, "Your review" with Edit and Delete instead (issue 15: "Write a review" stayed offered).
 */
export function ReviewsSection({ target, canReview }: ReviewsSectionProps) {
  const headingId = useId();
  const [writing, setWriting] = useState(false);
  // Once loaded it stays mounted, so closing animates as before.
  const [needed, setNeeded] = useState(false);
  if (writing && !needed) setNeeded(true);
  const viewerId = useSiteProfile()?.id;
  const { data: own } = useQuery(ownReviewQueryOptions(target, canReview ? viewerId : undefined));
  const writeButton =
    canReview && !own ? (
      <Button type="button" variant="outline" onClick={() => setWriting(true)} aria-haspopup="dialog">
        <PlusIcon size={16} />
        <Trans>Write a review</Trans>
      </Button>
    ) : null;

  return (
    <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '2' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2 id={headingId} className={css({ textStyle: 'heading.md' })}>
          <Trans>Reviews</Trans>
        </h2>
        {writeButton}
      </div>
      {own ? <OwnReview target={target} review={own} onEdit={() => setWriting(true)} /> : null}
      <ReviewList target={target} canReview={canReview} ownId={own?.id} />
      {canReview && needed ? (
        <Suspense fallback={null}>
          <ReviewDialog open={writing} onOpenChange={setWriting} target={target} review={own} />
        </Suspense>
      ) : null}
    </section>
  );
}
