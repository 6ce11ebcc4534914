import { useLingui } from '@lingui/react/macro';
import { Modal, MODAL_WIDTH } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { useCreateReview, type ReviewTarget } from './api';
import { ReviewForm } from './review-form';

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReviewTarget;
}

/** The testimonial dialog (spec §2, 510px): closing it on success clears the form; the list reloads. */
export function ReviewDialog({ open, onOpenChange, target }: ReviewDialogProps) {
  const { t } = useLingui();
  const create = useCreateReview(target);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Write a review`}
      description={t`Tell other fans what you thought. Your name is shown with your review.`}
      maxWidth={MODAL_WIDTH.testimonial}
      closeOnBackdrop={false}
    >
      <ReviewForm
        target={target}
        submit={(input) => create.mutateAsync(input)}
        onCancel={() => onOpenChange(false)}
        onSent={() => {
          toast.success(t`Thank you. Your review has been published.`);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
