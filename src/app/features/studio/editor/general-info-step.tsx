import { Trans, useLingui } from '@lingui/react/macro';
import { DESCRIPTION_MAX, GeneralInfoSchema, TITLE_MAX } from '@shared/schemas/content-editor';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField } from '@app/ui/text-field';
import { bindField } from '@app/platform/forms/bind-field';
import { useEditorContent } from './editor-context';
import { StepForm, useStepForm } from './step-form';

/** Title and description: what fans read first. */
export function GeneralInfoStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const form = useStepForm({
    step: 'general-info',
    defaultValues: { title: content.title, description: content.description },
    schema: GeneralInfoSchema,
    toRequest: (value) => ({ title: value.title.trim(), description: value.description.trim() }),
  });
  return (
    <StepForm form={form} step="general-info" intro={<Trans>A clear title and a few lines on what fans get.</Trans>}>
      <form.Field name="title">
        {(field) => <TextField {...bindField(field, i18n)} label={t`Title`} maxLength={TITLE_MAX} required />}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextAreaField
            {...bindField(field, i18n)}
            label={t`Description`}
            hint={t`What it covers, the level, what to prepare.`}
            maxLength={DESCRIPTION_MAX}
            rows={8}
          />
        )}
      </form.Field>
    </StepForm>
  );
}
