import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, type ButtonVariant } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { TextAreaField } from '@app/ui/text-area-field';
import { REASON_MAX } from '@shared/schemas/admin';
import { filterBar, muted, rowActions } from './admin-page';

export interface BulkAction {
  label: string;
  /** Runs the action; `reason` is what the admin typed when the confirmation asks for one. */
  run: (reason?: string) => void;
  variant?: ButtonVariant;
  loading?: boolean;
  /**
   * Asked first, for actions that are hard to undo (blocking signs people out at once); with `reason`, the
   * dialog also asks why (kept in the audit log), as the one-item action does.
   */
  confirm?: { title: string; description: string; action: string; reason?: boolean };
}

/** The row above a table that acts on its selected rows: how many are selected, then one button per action. */
export function BulkActions({ count, actions }: { count: number; actions: BulkAction[] }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const ask = (action: BulkAction) => {
    setReason('');
    setReasonErrors([]);
    setAsking(action);
  };
  const confirmAsked = () => {
    if (!asking) return;
    if (asking.confirm?.reason && !reason.trim()) return setReasonErrors([t`Give a reason.`]);
    asking.run(asking.confirm?.reason ? reason.trim() : undefined);
    setAsking(null);
  };
  return (
    <div className={filterBar} role="group" aria-label={t`Bulk actions`}>
      <span className={muted} aria-live="polite">
        <Trans>{count} selected</Trans>
      </span>
      {actions.map((action) => (
        <Button
          key={action.label}
          type="button"
          size="sm"
          variant={action.variant}
          disabled={count === 0}
          loading={action.loading}
          aria-haspopup={action.confirm ? 'dialog' : undefined}
          onClick={() => (action.confirm ? ask(action) : action.run())}
        >
          {action.label}
        </Button>
      ))}
      <Modal
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        role="alertdialog"
        title={asking?.confirm?.title ?? ''}
        description={asking?.confirm?.description}
        footer={
          <div className={rowActions}>
            <Button type="button" variant="outline" onClick={() => setAsking(null)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form="bulk-confirm-form" variant={asking?.variant}>
              {asking?.confirm?.action}
            </Button>
          </div>
        }
      >
        <form
          id="bulk-confirm-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirmAsked();
          }}
        >
          {asking?.confirm?.reason ? (
            <TextAreaField
              label={t`Reason`}
              name="reason"
              value={reason}
              onChange={setReason}
              errors={reasonErrors}
              maxLength={REASON_MAX}
              required
              rows={3}
            />
          ) : null}
        </form>
      </Modal>
    </div>
  );
}
