import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonVariant } from '@app/ui/button';
import { filterBar, muted } from './admin-page';

export interface BulkAction {
  label: string;
  run: () => void;
  variant?: ButtonVariant;
  loading?: boolean;
}

/** The row above a table that acts on its selected rows: how many are selected, then one button per action. */
export function BulkActions({ count, actions }: { count: number; actions: BulkAction[] }) {
  const { t } = useLingui();
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
          onClick={action.run}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
