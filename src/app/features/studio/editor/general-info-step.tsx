import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { DESCRIPTION_MAX, GeneralInfoSchema, TITLE_MAX } from '@shared/schemas/content-editor';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField } from '@app/ui/text-field';
import { bindEditorField } from '../bind-editor-field';
import { useEditorContent } from './editor-context';
import { StepFooter } from './step-footer';
import { StepHeading, stepForm } from './step-heading';
import { useStepSave } from './use-step-save';
import { applyEditorServerErrors, schemaValidator } from './validate';

/** Title and description: what fans read first. */
export function GeneralInfoStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const save = useStepSave('general-info');
  const form = useForm({
    defaultValues: { title: content.title, description: content.description },
    validators: { onChange: schemaValidator(GeneralInfoSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save({ title: value.title.trim(), description: value.description.trim() });
      } catch (error) {
        applyEditorServerErrors(formApi, error, i18n);
      }
    },
  });
  return (
    <form
      noValidate
      className={stepForm}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <StepHeading step="general-info">
        <Trans>A clear title and a few lines on what fans get.</Trans>
      </StepHeading>
      <form.Field name="title">
        {(field) => <TextField {...bindEditorField(field, i18n)} label={t`Title`} maxLength={TITLE_MAX} required />}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextAreaField
            {...bindEditorField(field, i18n)}
            label={t`Description`}
            hint={t`What it covers, the level, what to prepare.`}
            maxLength={DESCRIPTION_MAX}
            rows={8}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <StepFooter step="general-info" submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}
