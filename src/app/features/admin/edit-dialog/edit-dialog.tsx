import { useLingui } from '@lingui/react/macro';
import { useForm, useStore, type AnyFieldApi } from '@tanstack/react-form';
import { useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type * as v from 'valibot';
import { isApiError } from '@app/platform/api';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm, toastRefusal } from '@app/platform/errors';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { SelectField, type SelectOption } from '@app/ui/select-field';
import { TextAreaField } from '@app/ui/text-area-field';
import { TextField, type TextFieldProps } from '@app/ui/text-field';
import { rowActions } from '../parts/admin-page';
import { schemaFieldErrors } from './schema-errors';
import { submitForm } from '@app/platform/forms/submit-form';

type Values = Record<string, string>;

/** One input of the dialog; the form holds every value as typed text. */
export interface EditDialogField<V extends Values> {
  name: keyof V & string;
  label: string | ((values: V) => string);
  required?: boolean;
  /** A choice among these instead of typed text. */
  options?: SelectOption[];
  /** A text area (with a counter when `maxLength` is given). */
  multiline?: boolean;
  maxLength?: number;
  rows?: number;
  inputMode?: TextFieldProps['inputMode'];
  hint?: string;
  /** Drawn only while this holds (the currency of a fixed amount). */
  shown?: (values: V) => boolean;
}

export interface AdminEditDialogProps<V extends Values, I> {
  /** The row as the form holds it; null: closed. */
  values: V | null;
  title: string;
  description?: string;
  fields: EditDialogField<V>[];
  /** The request's schema in `src/shared`, the one the API checks with: checked here before sending. */
  schema: v.GenericSchema<I, unknown>;
  toInput: (values: V) => I;
  /** Request field → the form field it is typed in, where they differ (`starts_at` → `starts_on`). */
  formField?: Readonly<Record<string, keyof V & string>>;
  save: (input: I) => Promise<unknown>;
  /** The toast's title when the server refuses for a reason no field holds. */
  failure: string;
  onSaved: (input: I) => void;
  onClose: () => void;
  /** More footer buttons before Cancel (the translations' "Back to the built text"). */
  actions?: ReactNode;
}

/**
 * The add/edit dialog of the admin lists: fields from a description, checked with the request's shared schema as
 * they are typed, and a refused save's 422 under the fields it names (`applyToForm`), anything else in
 * a toast.
 */
export function AdminEditDialog<V extends Values, I>(props: AdminEditDialogProps<V, I>) {
  const { t } = useLingui();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const { values, title, description, onClose, actions } = props;
  return (
    <Modal
      open={values !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      closeOnBackdrop={false}
      footer={
        <div className={rowActions}>
          {actions}
          <Button type="button" variant="outline" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t`Save`}
          </Button>
        </div>
      }
    >
      {values && <EditForm {...props} values={values} formId={formId} onSaving={setSaving} />}
    </Modal>
  );
}

function EditForm<V extends Values, I>({
  values,
  fields,
  schema,
  toInput,
  formField = {},
  save,
  failure,
  onSaved,
  formId,
  onSaving,
}: AdminEditDialogProps<V, I> & { values: V; formId: string; onSaving: (saving: boolean) => void }) {
  const { i18n } = useLingui();
  const shownNames = (current: V) => fields.filter((f) => f.shown?.(current) ?? true).map((f) => f.name);
  const form = useForm({
    defaultValues: values as Values,
    validators: {
      onChange: ({ value }) => {
        const current = value as V;
        const errors = schemaFieldErrors(schema, toInput(current), formField, shownNames(current));
        return errors ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const input = toInput(value as V);
      onSaving(true);
      try {
        await save(input);
        onSaved(input);
      } catch (error) {
        if (isApiError(error) && (error.status === 422 || error.status === 400)) {
          applyToForm(formApi, error, { rename: formField });
        } else toastRefusal(error, failure);
      } finally {
        onSaving(false);
      }
    },
  });
  const current = useStore(form.store, (state) => state.values) as V;

  const draw = (f: EditDialogField<V>, field: AnyFieldApi) => {
    const bound = bindField(field, i18n);
    const label = typeof f.label === 'function' ? f.label(current) : f.label;
    if (f.options)
      return (
        <SelectField
          label={label}
          name={f.name}
          value={bound.value}
          onValueChange={bound.onChange}
          options={f.options}
          errors={bound.errors}
          hint={f.hint}
          required={f.required}
        />
      );
    if (f.multiline)
      return <TextAreaField {...bound} label={label} maxLength={f.maxLength} rows={f.rows} hint={f.hint} />;
    return <TextField {...bound} label={label} required={f.required} inputMode={f.inputMode} hint={f.hint} />;
  };

  return (
    <form
      id={formId}
      noValidate
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      {fields
        .filter((f) => f.shown?.(current) ?? true)
        .map((f) => (
          <form.Field key={f.name} name={f.name}>
            {(field) => draw(f, field)}
          </form.Field>
        ))}
    </form>
  );
}
