import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIsSignedIn } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { ModalOnDemand } from '@app/ui/modal-on-demand';
import { toast } from '@app/ui/toaster';
import { followStateQueryOptions, useSetBlocked } from './api';

export interface BlockCreator {
  /** Signed out there is nobody to block for: the controls render nothing. */
  signedIn: boolean;
  blocked: boolean;
  pending: boolean;
  /** Block after the confirmation dialog, or unblock at once. */
  toggle: () => void;
  unblock: () => void;
  /** The confirmation dialog, to render beside whatever calls `toggle`. */
  dialog: ReactNode;
}

/**
 * Blocking a creator, for any control that offers it (the creator page's button, the content page's
 * creator menu). The state is the viewer's relation to the creator the follow button also reads.
 */
export function useBlockCreator(creator: { id: number; name: string }): BlockCreator {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const { data } = useQuery({ ...followStateQueryOptions(creator.id), enabled: signedIn });
  const [confirming, setConfirming] = useState(false);
  const mutation = useSetBlocked(creator.id);
  const blocked = data?.is_blocked_by_viewer ?? false;
  const name = creator.name;

  const apply = (next: boolean) =>
    mutation.mutate(next, {
      onSuccess: ({ is_blocked }) => {
        setConfirming(false);
        toast.success(is_blocked ? t`You blocked ${name}` : t`You unblocked ${name}`);
      },
    });

  const dialog = (
    <ModalOnDemand
      open={confirming}
      onOpenChange={setConfirming}
      role="alertdialog"
      title={t`Block ${name}?`}
      description={t`You will no longer see their content in your feed, search or home. You can unblock them from their page or your blocked list.`}
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
  );
  return {
    signedIn,
    blocked,
    pending: mutation.isPending,
    toggle: () => (blocked ? apply(false) : setConfirming(true)),
    unblock: () => apply(false),
    dialog,
  };
}
