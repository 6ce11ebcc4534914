import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { REASON_MAX, type AdminUser } from '@shared/schemas/admin';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { useToggleBlock } from '../api';
import { rowActions } from '../parts/admin-page';
import { toastRefusal } from '@app/platform/errors';

export type BlockTarget = Pick<AdminUser, 'id' | 'name' | 'status'>;

/**
 * Asks before blocking or unblocking one account: a block signs the person out on every device at once, so a
 * slip of the mouse in a dense table must not do it. `user` is the row as it was when the admin chose it.
 */
export function BlockUserDialog({ user, onClose }: { user: BlockTarget | null; onClose: () => void }) {
  const { t } = useLingui();
  const toggle = useToggleBlock();
  const blocking = user?.status !== 'blocked';
  const name = user?.name ?? '';
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };

  const confirm = () => {
    if (!user) return;
    if (blocking && !reason.trim()) {
      setMissing(true);
      return;
    }
    toggle.mutate(
      { id: user.id, blocked: blocking, ...(blocking ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(blocking ? t`${name} is blocked.` : t`${name} is unblocked.`);
          close();
        },
        onError: (e) => toastRefusal(e, t`The account could not be changed.`),
      },
    );
  };

  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      role="alertdialog"
      title={blocking ? t`Block ${name}?` : t`Unblock ${name}?`}
      description={
        blocking
          ? t`They are signed out on every device at once and cannot sign in until they are unblocked.`
          : t`They can sign in again, with the status they had before the block.`
      }
      closeOnBackdrop={!blocking}
      footer={
        <div className={rowActions}>
          <Button type="button" variant="outline" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button type="button" variant={blocking ? 'danger' : undefined} loading={toggle.isPending} onClick={confirm}>
            {blocking ? t`Block` : t`Unblock`}
          </Button>
        </div>
      }
    >
      {blocking ? (
        <TextAreaField
          name="reason"
          label={t`Reason (the person sees it when they try to sign in)`}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          maxLength={REASON_MAX}
          rows={3}
          required
          errors={missing ? [t`Tell the person why they are blocked.`] : []}
        />
      ) : null}
    </Modal>
  );
}
