import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { DELETION_REASON_MAX, DeleteContentSchema } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { applyToForm } from '@app/platform/errors';
import { useDeleteContent } from './api';
import { bindField } from '@app/platform/forms/bind-field';
import { submitForm } from '@app/platform/forms/submit-form';

const ReasonSchema = v.pick(DeleteContentSchema, ['deletion_reason']);

interface DeleteDialogProps {
  contentId: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Moving an item to the trash asks why (the reason is kept and shown with the item) and confirms. */
export function DeleteDialog({ contentId, title, open, onOpenChange }: DeleteDialogProps) {
  const { t, i18n } = useLingui();
  const remove = useDeleteContent(contentId);
  const form = useForm({
    defaultValues: { deletion_reason: '' },
    validators: { onChange: ReasonSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await remove.mutateAsync(value.deletion_reason.trim());
        toast.success(t`Moved to the trash.`, t`You can restore it from the Trashed list.`);
        formApi.reset();
        onOpenChange(false);
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });
  const formId = `delete-content-${contentId}`;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      closeOnBackdrop={false}
      title={<Trans>Delete “{title}”?</Trans>}
      description={<Trans>Fans can no longer find or open it. You can restore it from the trash later.</Trans>}
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" form={formId} variant="danger" loading={submitting}>
                <Trans>Delete</Trans>
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
        <form.Field name="deletion_reason">
          {(field) => (
            <TextAreaField
              {...bindField(field, i18n)}
              label={t`Why are you deleting it?`}
              maxLength={DELETION_REASON_MAX}
              rows={3}
              required
            />
          )}
        </form.Field>
      </form>
    </Modal>
  );
}
