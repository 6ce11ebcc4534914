import { useLingui } from '@lingui/react/macro';
import { Button } from '@app/ui/button';
import { rowActions } from './admin-page';

/** A reference row's Edit and Delete buttons, named after the row for screen readers ("Edit Waacking"). */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className={rowActions}>
      <Button type="button" size="sm" variant="outline" aria-label={t`Edit ${name}`} onClick={onEdit}>
        {t`Edit`}
      </Button>
      <Button type="button" size="sm" variant="danger" aria-label={t`Delete ${name}`} onClick={onDelete}>
        {t`Delete`}
      </Button>
    </div>
  );
}
