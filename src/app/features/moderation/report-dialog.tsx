import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsSignedIn } from '@app/platform/session';
import { Modal, MODAL_WIDTH } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { openReportQueryOptions, useCreateReport, type ReportTarget } from './api';
import { isLeftToPage, toastRefusal } from '@app/platform/errors';
import { ReportSignIn } from './report-sign-in';
import { ReportTextForm } from './report-text-form';
import { ReportTypeList } from './report-type-list';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  refreshKeys?: QueryKey[];
}

/**
 * Spec §4: a list of report types; any type but "other" is sent at once with an empty text,
 * "other" asks for a description first. Success closes the dialog and confirms with a toast.
 */
export function ReportDialog({ open, onOpenChange, target, refreshKeys }: ReportDialogProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const report = useCreateReport(target, refreshKeys);
  const [writing, setWriting] = useState(false);
  const { data: alreadyReported = false } = useQuery(openReportQueryOptions(target, open && signedIn));

  const close = () => {
    setWriting(false);
    report.reset();
    onOpenChange(false);
  };

  const submitType = (typeId: number) => {
    report.mutate(
      { body: '', report_type_id: typeId },
      {
        onSuccess: () => {
          toast.success(t`Thank you. Your report has been sent.`);
          close();
        },
        // Other failures are the app's error handler's, which already says them.
        onError: (error) => {
          if (isLeftToPage(error)) toastRefusal(error, t`Your report could not be sent.`);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={writing ? <Trans>Tell us what is wrong</Trans> : <Trans>Report</Trans>}
      description={
        signedIn && !writing && !alreadyReported ? (
          <Trans>Why are you reporting this? Our moderators will review it.</Trans>
        ) : undefined
      }
      maxWidth={MODAL_WIDTH.report}
      closeOnBackdrop={!writing}
    >
      {!signedIn ? (
        <ReportSignIn />
      ) : alreadyReported && !report.isSuccess ? (
        <p role="status">
          <Trans>
            You have already reported this. Our moderators will review your report; you do not need to send another.
          </Trans>
        </p>
      ) : writing ? (
        <ReportTextForm
          submit={(input) => report.mutateAsync(input)}
          onBack={() => setWriting(false)}
          onSent={() => {
            toast.success(t`Thank you. Your report has been sent.`);
            close();
          }}
        />
      ) : (
        <ReportTypeList
          pendingTypeId={report.isPending ? report.variables?.report_type_id : undefined}
          onChoose={submitType}
          onChooseOther={() => setWriting(true)}
        />
      )}
    </Modal>
  );
}
