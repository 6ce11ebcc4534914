import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { BlockedUser } from '@shared/schemas/fan';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { useUnblock } from './api';

interface UnblockDialogProps {
  user: BlockedUser | null;
  onClose: () => void;
}

/** Asks before unblocking: the person's content comes back to the fan's feed, search and home. */
export function UnblockDialog({ user, onClose }: UnblockDialogProps) {
  const { t } = useLingui();
  const unblock = useUnblock();
  const name = user?.name ?? '';
  return (
    <Modal
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      maxWidth={438}
      title={t`Unblock ${name}?`}
      description={t`Their content will show up again in your feed, search and home.`}
      footer={
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button type="button" variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="button"
            loading={unblock.isPending}
            onClick={() =>
              user &&
              unblock.mutate(user.id, {
                onSuccess: () => {
                  toast.success(t`${name} is unblocked.`);
                  onClose();
                },
              })
            }
          >
            <Trans>Unblock</Trans>
          </Button>
        </div>
      }
    />
  );
}
