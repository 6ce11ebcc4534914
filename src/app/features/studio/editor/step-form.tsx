import { useForm, useStore, type AnyFormApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { PatchableStep } from '@shared/schemas/content-editor';
import { StepFooter } from './step-footer';
import { StepHeading, stepForm } from './step-heading';
import { useStepSave } from './use-step-save';
import { applyToForm } from '@app/platform/errors';
import { schemaValidator } from './validate';
import { submitForm } from '@app/platform/forms/submit-form';

interface StepFormOptions<V> {
  step: PatchableStep;
  defaultValues: V;
  /** The step's request schema in `src/shared`, the one PATCH /content/:id checks with. */
  schema: v.GenericSchema;
  /** What the step sends, from the values as typed (trimmed, numbers, ids); the values themselves by default. */
  toRequest?: (values: V) => Record<string, unknown>;
  /** What the schema checks while typing; the values as typed by default. */
  toChecked?: (values: V) => unknown;
  /** Request field → the form field it is typed in (`tag_ids` → `tags`), for the schema's and the server's messages. */
  rename?: Record<string, string>;
}

/**
 * A form step of the studio editor: the shared schema checks it as it is typed, submitting saves the step
 * (PATCH, "Saved.", on to the next step) and a refused save's 422 lands under the fields it names.
 */
export function useStepForm<V>({
  step,
  defaultValues,
  schema,
  toRequest = (values) => values as Record<string, unknown>,
  toChecked = (values) => values,
  rename = {},
}: StepFormOptions<V>) {
  const save = useStepSave(step);
  return useForm({
    defaultValues,
    validators: { onChange: schemaValidator(schema, toChecked, rename) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save(toRequest(value));
      } catch (error) {
        applyToForm(formApi, error, { rename });
      }
    },
  });
}

interface StepFormProps {
  form: Pick<AnyFormApi, 'handleSubmit' | 'store'>;
  step: PatchableStep;
  /** One line under the step's name about what it is for. */
  intro: ReactNode;
  children: ReactNode;
}

/** The step's form: its name and intro, the fields, then Back and Save (and continue). */
export function StepForm({ form, step, intro, children }: StepFormProps) {
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form
      noValidate
      className={stepForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      <StepHeading step={step}>{intro}</StepHeading>
      {children}
      <StepFooter step={step} submitting={submitting} />
    </form>
  );
}
