import { Trans } from '@lingui/react/macro';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';

interface ConfirmDeleteProps {
  /** The question, e.g. "Delete Waacking?"; null keeps the dialog closed. */
  question: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

/** The app's own "Delete …?" for admin rows (the browser's confirm is unstyled, untranslated and blocks the page). */
export function ConfirmDelete({ question, onCancel, onConfirm, busy }: ConfirmDeleteProps) {
  return (
    <Modal
      open={question !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={question}
      description={<Trans>This cannot be undone.</Trans>}
      role="alertdialog"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" variant="danger" loading={busy} onClick={onConfirm}>
            <Trans>Delete</Trans>
          </Button>
        </>
      }
    />
  );
}
