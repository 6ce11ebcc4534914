import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import { OTHER_REPORT_TYPE_ID } from '@shared/codes';
import { REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '@shared/limits';
import { CreateReportSchema, type CreateReportInput } from '@shared/schemas/reports';
import { applyToForm } from '@app/platform/errors';
import { Button } from '@app/ui/button';
import { TextAreaField } from '@app/ui/text-area-field';
import { bindField } from '@app/platform/forms/bind-field';
import { submitForm } from '@app/platform/forms/submit-form';

type ReportInput = Pick<CreateReportInput, 'body' | 'report_type_id'>;

interface ReportTextFormProps {
  submit: (input: ReportInput) => Promise<unknown>;
  onBack: () => void;
  onSent: () => void;
}

/** Only the text is a field; the type and target are fixed, but the shared schema checks them together. */
const schemaTarget = { type: 'content', id: 1 } as const;

/** The server's own rule for the text of an "other" report (length in characters as people count them). */
function bodyError(body: string): string | undefined {
  const result = CreateReportSchema['~standard'].validate({
    body,
    report_type_id: OTHER_REPORT_TYPE_ID,
    target: schemaTarget,
  });
  return result instanceof Promise ? undefined : result.issues?.[0]?.message;
}

/** The "other" report: a description of 100–5000 characters, checked by the schema the server uses. */
export function ReportTextForm({ submit, onBack, onSent }: ReportTextFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { body: '' },
    onSubmit: async ({ value, formApi }) => {
      try {
        await submit({ body: value.body.trim(), report_type_id: OTHER_REPORT_TYPE_ID });
        formApi.reset();
        onSent();
      } catch (error) {
        // Field errors go under their fields; "already reported" and the like, and offline, to a toast.
        applyToForm(formApi, error);
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className={css({ display: 'grid', gap: '4' })}
    >
      <form.Field
        name="body"
        validators={{ onChange: ({ value }) => bodyError(value), onSubmit: ({ value }) => bodyError(value) }}
      >
        {(field) => {
          return (
            <TextAreaField
              {...bindField(field, i18n)}
              label={t`Description`}
              hint={t`Between ${REPORT_TEXT_MIN} and ${REPORT_TEXT_MAX} characters.`}
              maxLength={REPORT_TEXT_MAX}
              rows={6}
              required
            />
          );
        }}
      </form.Field>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
        <Button type="button" variant="ghost" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              <Trans>Send report</Trans>
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  );
}
