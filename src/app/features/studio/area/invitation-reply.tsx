import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { CollaborationStatus } from '@shared/codes';
import type { StudioListItem } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { useReplyToInvitation } from '../api';
import { pageRefusal } from '@app/platform/errors';

/** Accept or decline an invitation to collaborate on someone else's item. */
export function InvitationReply({ item }: { item: StudioListItem }) {
  const { t } = useLingui();
  const reply = useReplyToInvitation();
  const answer = async (status: 1 | 2) => {
    try {
      await reply.mutateAsync({ contentId: item.id, status });
      toast.success(status === CollaborationStatus.accepted ? t`Invitation accepted.` : t`Invitation declined.`);
    } catch (error) {
      const refusal = pageRefusal(error);
      if (refusal) toast.error(refusal);
    }
  };
  const { title } = item;
  const busy = (status: number) => reply.isPending && reply.variables?.status === status;
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
      <Button
        type="button"
        size="sm"
        loading={busy(CollaborationStatus.accepted)}
        disabled={reply.isPending}
        onClick={() => void answer(CollaborationStatus.accepted)}
        aria-label={t`Accept the invitation to “${title}”`}
      >
        <Trans>Accept</Trans>
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        loading={busy(CollaborationStatus.declined)}
        disabled={reply.isPending}
        onClick={() => void answer(CollaborationStatus.declined)}
        aria-label={t`Decline the invitation to “${title}”`}
      >
        <Trans>Decline</Trans>
      </Button>
    </div>
  );
}
