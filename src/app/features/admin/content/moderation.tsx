import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { allowedActions } from '@shared/content-lifecycle';
import type { ContentStatus } from '@shared/codes';
import type { AdminContentAction } from '@shared/schemas/admin';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { useModerateContent } from '../api';
import { rowActions } from '../parts/admin-page';
import { refusalOf, toastRefusal } from '@app/platform/errors';

/** What the moderation buttons need of an item (a list row or a preview). */
export interface ModeratedItem {
  id: number;
  title: string;
  status: ContentStatus;
  archived_at: string | null;
  deleted_at: string | null;
}

/** Actions the admin may take; whether each is allowed comes from the shared lifecycle rule (`whyNot`). */
const adminActions: AdminContentAction[] = ['approve', 'block', 'unblock', 'restore', 'delete'];
const needsReason = (a: AdminContentAction) => a === 'block' || a === 'delete';

/**
 * Approve, block, unblock, restore and delete with a reason, for the content list and the preview page alike:
 * `actions(item)` renders the buttons the item's status allows, `dialog` the one reason dialog (render it once).
 */
export function useContentModeration(): { actions: (item: ModeratedItem) => ReactNode; dialog: ReactNode } {
  const { t } = useLingui();
  const moderate = useModerateContent();
  const [pending, setPending] = useState<{ item: ModeratedItem; action: AdminContentAction } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const actionLabel: Record<AdminContentAction, string> = {
    approve: t`Approve`,
    block: t`Block`,
    unblock: t`Unblock`,
    restore: t`Restore`,
    delete: t`Delete`,
  };

  const run = (item: ModeratedItem, action: AdminContentAction, why?: string) =>
    moderate.mutate(
      { id: item.id, action, reason: why, scope: 'admin' },
      {
        onSuccess: () => {
          const title = item.title;
          toast.success(t`"${title}" updated.`);
          setPending(null);
        },
        onError: (error) => {
          const fields = refusalOf(error).fields;
          if (fields.reason) setReasonErrors(fields.reason);
          else toastRefusal(error, t`The item could not be changed.`);
        },
      },
    );

  const actions = (item: ModeratedItem) => {
    const verdicts = allowedActions({ status: item.status, archivedAt: item.archived_at, deletedAt: item.deleted_at });
    return (
      <div className={rowActions}>
        {adminActions
          .filter((a) => verdicts[a] === null)
          .map((a) => (
            <Button
              key={a}
              type="button"
              size="sm"
              variant={a === 'delete' || a === 'block' ? 'danger' : a === 'approve' ? 'solid' : 'outline'}
              aria-label={`${actionLabel[a]}: ${item.title}`}
              loading={moderate.isPending && moderate.variables?.id === item.id && moderate.variables.action === a}
              onClick={() => {
                if (needsReason(a)) {
                  setReason('');
                  setReasonErrors([]);
                  setPending({ item, action: a });
                } else run(item, a);
              }}
            >
              {actionLabel[a]}
            </Button>
          ))}
      </div>
    );
  };

  const pendingTitle = pending?.item.title ?? '';
  const dialog = (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending ? `${actionLabel[pending.action]}: ${pendingTitle}` : ''}
      description={t`The reason is kept in the audit log and, for a deletion, with the item.`}
      closeOnBackdrop={false}
      footer={
        <div className={rowActions}>
          <Button type="button" variant="outline" onClick={() => setPending(null)}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="content-reason-form" variant="danger" loading={moderate.isPending}>
            {pending ? actionLabel[pending.action] : ''}
          </Button>
        </div>
      }
    >
      <form
        id="content-reason-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) return;
          if (!reason.trim()) return setReasonErrors([t`Give a reason.`]);
          run(pending.item, pending.action, reason.trim());
        }}
      >
        <TextAreaField
          label={t`Reason`}
          name="reason"
          value={reason}
          onChange={setReason}
          errors={reasonErrors}
          maxLength={1000}
          required
          rows={4}
        />
      </form>
    </Modal>
  );
  return { actions, dialog };
}
