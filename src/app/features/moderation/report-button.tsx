import { Trans } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { Button, type ButtonSize, type ButtonVariant } from '@app/ui/button';
import type { ReportTarget } from './api';

/** The dialog (Ark dialog, the report form) is in no first view: its code loads the first time "Report" is pressed. */
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  /** What is reported: a content item, a user, a review or a chat message. */
  target: ReportTarget;
  /** Queries to refetch a second after the report; by default those of the target's kind. */
  refreshKeys?: QueryKey[];
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** "Report" and the report dialog behind it (spec §4 "Report flow"), usable on any page. */
export function ReportButton({ target, refreshKeys, variant = 'ghost', size = 'sm' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  // Once loaded it stays mounted, so closing animates as before.
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return (
    <>
      <Button type="button" variant={variant} size={size} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CircleAlertIcon size={16} />
        <Trans>Report</Trans>
      </Button>
      {needed ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} target={target} refreshKeys={refreshKeys} />
        </Suspense>
      ) : null}
    </>
  );
}
