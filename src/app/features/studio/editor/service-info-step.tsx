import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import { FeedbackServiceSchema, INSTRUCTIONS_MAX, PrivateClassServiceSchema } from '@shared/schemas/content-editor';
import { TextAreaField } from '@app/ui/text-area-field';
import { WholeNumberField } from '@app/ui/whole-number-field';
import { bindField } from '@app/platform/forms/bind-field';
import { useEditorContent } from './editor-context';
import { StepForm, useStepForm } from './step-form';

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

interface ServiceValues {
  duration_minutes: string;
  max_video_minutes: string;
  delivery_days: string;
  instructions: string;
}

/**
 * How the service works: a private class's session length, or the feedback service's video length
 * and answer time; plus what the fan should prepare. Whole numbers take digits only.
 */
export function ServiceInfoStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const feedback = content.type === ContentType.feedback;
  const service = content.details.service;
  const form = useStepForm({
    step: 'service-info',
    defaultValues: {
      duration_minutes: numberText(service?.duration_minutes),
      max_video_minutes: numberText(service?.max_video_minutes),
      delivery_days: numberText(service?.delivery_days),
      instructions: service?.instructions ?? '',
    },
    schema: feedback ? FeedbackServiceSchema : PrivateClassServiceSchema,
    toChecked: (value: ServiceValues) =>
      feedback
        ? {
            max_video_minutes: value.max_video_minutes,
            delivery_days: value.delivery_days,
            instructions: value.instructions,
          }
        : { duration_minutes: value.duration_minutes, instructions: value.instructions },
    toRequest: (value) => {
      const instructions = value.instructions.trim();
      return feedback
        ? {
            max_video_minutes: Number(value.max_video_minutes),
            delivery_days: Number(value.delivery_days),
            instructions,
          }
        : { duration_minutes: Number(value.duration_minutes), instructions };
    },
  });
  return (
    <StepForm
      form={form}
      step="service-info"
      intro={
        feedback ? (
          <Trans>Fans send you a video; you answer with comments at moments in it.</Trans>
        ) : (
          <Trans>You arrange each session with the fan who books it.</Trans>
        )
      }
    >
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        {feedback ? (
          <>
            <form.Field name="max_video_minutes">
              {(field) => (
                <WholeNumberField
                  {...bindField(field, i18n)}
                  label={t`Longest video a fan may send (minutes)`}
                  hint={t`From 1 to 60`}
                  required
                />
              )}
            </form.Field>
            <form.Field name="delivery_days">
              {(field) => (
                <WholeNumberField
                  {...bindField(field, i18n)}
                  label={t`Days you take to answer`}
                  hint={t`From 1 to 60`}
                  required
                />
              )}
            </form.Field>
          </>
        ) : (
          <form.Field name="duration_minutes">
            {(field) => (
              <WholeNumberField
                {...bindField(field, i18n)}
                label={t`Session length (minutes)`}
                hint={t`From 5 to 1440`}
                required
              />
            )}
          </form.Field>
        )}
      </div>
      <form.Field name="instructions">
        {(field) => (
          <TextAreaField
            {...bindField(field, i18n)}
            label={t`Instructions for the fan`}
            hint={t`What to prepare, film or bring.`}
            maxLength={INSTRUCTIONS_MAX}
            rows={5}
          />
        )}
      </form.Field>
    </StepForm>
  );
}
