import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import { BaseInfoSchema } from '@shared/schemas/content-editor';
import { currencies, type Currency } from '@shared/money';
import { PriceField } from '@app/ui/price-field';
import { SelectField } from '@app/ui/select-field';
import { bindEditorField, editorFieldErrors } from '../bind-editor-field';
import { useEditorContent } from './editor-context';
import { StepFooter } from './step-footer';
import { StepHeading, stepForm } from './step-heading';
import { useStepSave } from './use-step-save';
import { applyEditorServerErrors, schemaValidator } from './validate';

/** The price and its currency; 0 makes the item free. A community's price is per billing period. */
export function BaseInfoStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const save = useStepSave('base_info');
  const community = content.type === ContentType.subscription;
  const form = useForm({
    defaultValues: { price: content.price_text || '0', currency: content.price.currency as Currency },
    validators: { onChange: schemaValidator(BaseInfoSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save({ price: value.price.trim(), currency: value.currency });
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
      <StepHeading step="base_info">
        {community ? (
          <Trans>What members pay each billing period. Set 0 for a free community.</Trans>
        ) : (
          <Trans>What fans pay once to unlock it. Set 0 to make it free.</Trans>
        )}
      </StepHeading>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' } })}>
        <form.Field name="price">
          {(field) => (
            <PriceField
              {...bindEditorField(field, i18n)}
              label={t`Price`}
              hint={t`Digits and one dot, e.g. 12.50`}
              required
            />
          )}
        </form.Field>
        <form.Field name="currency">
          {(field) => (
            <SelectField
              label={t`Currency`}
              name="currency"
              value={field.state.value}
              onValueChange={(value) => field.handleChange(value as Currency)}
              options={currencies.map((code) => ({ value: code, label: code === 'JPY' ? 'YEN (¥)' : code }))}
              errors={editorFieldErrors(field, i18n)}
              required
            />
          )}
        </form.Field>
      </div>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <StepFooter step="base_info" submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}
