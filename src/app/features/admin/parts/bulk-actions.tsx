import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, type ButtonVariant } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { filterBar, muted, rowActions } from './admin-page';

export interface BulkAction {
  label: string;
  run: () => void;
  variant?: ButtonVariant;
  loading?: boolean;
  /** Asked first, for actions that are hard to undo (blocking signs people out at once). */
  confirm?: { title: string; description: string; action: string };
}

/** The row above a table that acts on its selected rows: how many are selected, then one button per action. */
export function BulkActions({ count, actions }: { count: number; actions: BulkAction[] }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<BulkAction | null>(null);
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
          onClick={() => (action.confirm ? setAsking(action) : action.run())}
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
            <Button
              type="button"
              variant={asking?.variant}
              onClick={() => {
                asking?.run();
                setAsking(null);
              }}
            >
              {asking?.confirm?.action}
            </Button>
          </div>
        }
      />
    </div>
  );
}
