import { Trans } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { Button, type ButtonSize, type ButtonVariant } from '@app/ui/button';
import type { ReportTarget } from './api';
import { ReportDialog } from './report-dialog';

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
  return (
    <>
      <Button type="button" variant={variant} size={size} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CircleAlertIcon size={16} />
        <Trans>Report</Trans>
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} target={target} refreshKeys={refreshKeys} />
    </>
  );
}
