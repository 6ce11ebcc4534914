import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { FieldShell, type FieldBaseProps } from './field-shell';
import { describedBy, useFieldIds } from './field-ids';
import { FieldCounter, FieldTextarea } from './field-parts';
import { VisuallyHidden } from './visually-hidden';

export interface TextAreaFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /**
   * Shows "{count}/{max}" while there is no error. Not enforced on the element: the schema
   * reports an over-long text as an error rather than the browser silently cutting a paste.
   */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with an optional character counter (e.g. report text, 100–5000). */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors = [],
  hint,
  required,
  disabled,
  id,
  maxLength,
  rows = 5,
  placeholder,
  ref,
}: TextAreaFieldProps) {
  const { t } = useLingui();
  const ids = useFieldIds(id);
  const invalid = errors.length > 0;
  const showCounter = maxLength !== undefined && !invalid;
  const count = value.length;

  const counter = showCounter ? (
    <FieldCounter id={ids.counter} data-over={count > maxLength}>
      <span aria-hidden="true">{t`${count}/${maxLength}`}</span>
      <VisuallyHidden>{t`${count} of ${maxLength} characters`}</VisuallyHidden>
    </FieldCounter>
  ) : null;

  return (
    <FieldShell
      ids={ids}
      label={label}
      errors={errors}
      hint={hint}
      required={required}
      disabled={disabled}
      trailing={counter}
    >
      <FieldTextarea
        ref={ref}
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: invalid, counter: showCounter })}
      />
    </FieldShell>
  );
}
