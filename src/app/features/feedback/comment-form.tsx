import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { EditorMessages } from '@shared/schemas/content-editor';
import { FEEDBACK_COMMENT_MAX, FeedbackCommentSchema } from '@shared/schemas/feedback';
import { formatDuration } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { TextAreaField } from '@app/ui/text-area-field';
import { WholeNumberField } from '@app/ui/whole-number-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { useAddComment } from './api';
import { submitForm } from '@app/platform/forms/submit-form';

/** The form's own shape: the moment is typed in whole seconds; the API takes milliseconds. */
const FormSchema = v.object({
  seconds: v.pipe(
    v.string(),
    v.check((text) => /^\d+$/.test(text), EditorMessages.wholeNumber),
  ),
  body: FeedbackCommentSchema.entries.body,
});

/**
 * The creator's comment at a moment of the fan's video. "Use the current moment" copies where the video
 * is paused; the seconds can also be typed. Validated by the same rules as the API (body 1–2000).
 */
export function CommentForm({ submissionId, currentMs }: { submissionId: number; currentMs: () => number }) {
  const { t, i18n } = useLingui();
  const add = useAddComment(submissionId);
  const bind = (field: Parameters<typeof bindField>[0]) => bindField(field, i18n);
  const form = useForm({
    defaultValues: { seconds: '0', body: '' },
    validators: { onChange: FormSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await add.mutateAsync({ at_ms: Number(value.seconds) * 1000, body: value.body.trim() });
        toast.success(t`Comment added.`);
        formApi.reset({ seconds: value.seconds, body: '' });
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>
        <form.Field name="seconds">
          {(field) => (
            <div className={css({ width: '10rem' })}>
              <WholeNumberField
                {...bind(field)}
                label={t`Moment (seconds)`}
                hint={formatDuration(Number(field.state.value) || 0)}
              />
            </div>
          )}
        </form.Field>
        <Button
          type="button"
          variant="outline"
          onClick={() => form.setFieldValue('seconds', String(Math.floor(currentMs() / 1000)))}
        >
          <Trans>Use the current moment</Trans>
        </Button>
      </div>
      <form.Field name="body">
        {(field) => (
          <TextAreaField {...bind(field)} label={t`Comment`} maxLength={FEEDBACK_COMMENT_MAX} rows={3} required />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div>
            <Button type="submit" loading={submitting}>
              <Trans>Add comment</Trans>
            </Button>
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}
