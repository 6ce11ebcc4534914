import type { HTMLAttributes, Ref } from 'react';
import { FieldShell, type FieldBaseProps } from './field-shell';
import { describedBy, useFieldIds } from './field-ids';
import { FieldInput } from './field-parts';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input; errors are announced and linked to the input. */
export function TextField({
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
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} errors={errors} hint={hint} required={required} disabled={disabled}>
      <FieldInput
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: errors.length > 0 })}
        {...inputProps}
      />
    </FieldShell>
  );
}
