import { useLingui } from '@lingui/react/macro';
import { Modal, MODAL_WIDTH } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import type { Review } from '@shared/schemas/reviews';
import { useCreateReview, useUpdateReview, type ReviewTarget } from './api';
import { ReviewForm } from './review-form';

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReviewTarget;
  /** The viewer's own review, to edit instead of writing a new one. */
  review?: Review | null;
}

/** The testimonial dialog (spec §2, 510px): closing it on success clears the form; the list reloads. */
export function ReviewDialog({ open, onOpenChange, target, review }: ReviewDialogProps) {
  const { t } = useLingui();
  const create = useCreateReview(target);
  const update = useUpdateReview(target, review?.id ?? 0);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={review ? t`Edit your review` : t`Write a review`}
      description={t`Tell other fans what you thought. Your name is shown with your review.`}
      maxWidth={MODAL_WIDTH.testimonial}
      closeOnBackdrop={false}
    >
      <ReviewForm
        target={target}
        key={review?.id ?? 'new'}
        initial={review ?? undefined}
        submit={(input) => (review ? update.mutateAsync(input) : create.mutateAsync(input))}
        onCancel={() => onOpenChange(false)}
        onSent={() => {
          toast.success(review ? t`Your review has been saved.` : t`Thank you. Your review has been published.`);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
