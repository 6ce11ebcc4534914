import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useIsSignedIn } from '@app/lib/session';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { useSetBlocked } from './api';

export interface BlockButtonProps {
  userId: number;
  initialBlocked?: boolean;
}

/**
 * Block (after a confirmation) or unblock a person. Blocking hides their content from the fan's
 * feed, search and home. Signed-out visitors have nobody to block for, so it renders nothing.
 */
export function BlockButton({ userId, initialBlocked = false }: BlockButtonProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const [blocked, setBlocked] = useState(initialBlocked);
  const [confirming, setConfirming] = useState(false);
  const mutation = useSetBlocked(userId);
  if (!signedIn) return null;

  const apply = (next: boolean) =>
    mutation.mutate(next, {
      onSuccess: ({ is_blocked }) => {
        setBlocked(is_blocked);
        setConfirming(false);
        toast.success(is_blocked ? t`Blocked` : t`Unblocked`);
      },
    });

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-haspopup={blocked ? undefined : 'dialog'}
        loading={mutation.isPending && !confirming}
        onClick={() => (blocked ? apply(false) : setConfirming(true))}
      >
        {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
      </Button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t`Block this person?`}
        description={t`You will no longer see their content in your feed, search or home. You can unblock them from your blocked list.`}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="button" variant="danger" loading={mutation.isPending} onClick={() => apply(true)}>
              <Trans>Block</Trans>
            </Button>
          </>
        }
      />
    </>
  );
}
