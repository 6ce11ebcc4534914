import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import dayjs from 'dayjs';
import { css } from 'styled-system/css';
import { AutoPublishSchema } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { DateTimeField } from '@app/ui/date-time-field';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { applyToForm } from '@app/platform/errors';
import { useAutoPublish } from './api';
import { bindField } from '@app/platform/forms/bind-field';
import { fromLocalInput, localTimeZone, toLocalInput } from './local-time';
import { submitForm } from '@app/platform/forms/submit-form';

interface ScheduleDialogProps {
  contentId: number;
  current: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Auto-publish: the item goes live by itself at the chosen future time (a server job runs it). */
export function ScheduleDialog({ contentId, current, open, onOpenChange }: ScheduleDialogProps) {
  const { t, i18n } = useLingui();
  const schedule = useAutoPublish(contentId);
  const form = useForm({
    defaultValues: { publish_at: toLocalInput(current ?? dayjs().add(1, 'day').startOf('hour').toISOString()) },
    validators: {
      onChange: ({ value }) => {
        const result = AutoPublishSchema['~standard'].validate({ publish_at: fromLocalInput(value.publish_at) });
        if (result instanceof Promise || !result.issues) return undefined;
        return { fields: { publish_at: result.issues[0]?.message } };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const publishAt = fromLocalInput(value.publish_at);
        await schedule.mutateAsync({ publish_at: publishAt });
        toast.success(
          t`Publication scheduled.`,
          new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(publishAt)),
        );
        onOpenChange(false);
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });
  const formId = `schedule-content-${contentId}`;
  const zone = localTimeZone();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      closeOnBackdrop={false}
      title={<Trans>Schedule publication</Trans>}
      description={<Trans>Choose when this item goes live. Until then it stays a draft you can edit.</Trans>}
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" form={formId} loading={submitting}>
                <Trans>Schedule</Trans>
              </Button>
            )}
          </form.Subscribe>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitForm(form);
        }}
        className={css({ display: 'grid', gap: '3' })}
      >
        <form.Field name="publish_at">
          {(field) => (
            <DateTimeField
              {...bindField(field, i18n)}
              label={t`Publish at`}
              hint={t`Time zone: ${zone}`}
              min={toLocalInput(new Date().toISOString())}
              required
            />
          )}
        </form.Field>
      </form>
    </Modal>
  );
}
