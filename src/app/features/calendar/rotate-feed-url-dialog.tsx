import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { useRotateFeedUrl } from './api';

interface RotateFeedUrlDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new link replaces the old one everywhere it was added, so it is confirmed first. */
export function RotateFeedUrlDialog({ open, onOpenChange }: RotateFeedUrlDialogProps) {
  const { t } = useLingui();
  const rotate = useRotateFeedUrl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t`Get a new calendar link?`}
      description={t`The old link stops working at once: calendar apps that use it will stop updating until you add the new one.`}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="button"
            loading={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t`Your new calendar link is ready. Copy it now.`);
                  onOpenChange(false);
                },
              })
            }
          >
            <Trans>Get a new link</Trans>
          </Button>
        </>
      }
    />
  );
}
