import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Review } from '@shared/schemas/reviews';
import { Button } from '@app/ui/button';
import { ModalOnDemand } from '@app/ui/modal-on-demand';
import { toast } from '@app/ui/toaster';
import { useDeleteReview, type ReviewTarget } from './api';
import { isLeftToPage, toastRefusal } from '@app/platform/errors';
import { ReviewItem } from './review-item';

/** "Your review": what the viewer wrote about the target, with Edit and Delete (after a confirmation). */
export function OwnReview({ target, review, onEdit }: { target: ReviewTarget; review: Review; onEdit: () => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview(target, review.id);
  return (
    <section aria-labelledby="own-review" className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h3 id="own-review" className={css({ textStyle: 'label', color: 'fg.muted' })}>
          <Trans context="the viewer's own review, above it">Your review</Trans>
        </h3>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button type="button" size="sm" variant="outline" aria-haspopup="dialog" onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button type="button" size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </div>
      <ReviewItem review={review} />
      <ModalOnDemand
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t`Delete your review?`}
        description={t`It is removed from this page. You can write a new one later.`}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(t`Your review has been deleted.`);
                  },
                  // Other failures are the app's error handler's, which already says them.
                  onError: (error) => {
                    if (isLeftToPage(error)) toastRefusal(error, t`Your review could not be deleted.`);
                  },
                })
              }
            >
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      />
    </section>
  );
}
