import type { HTMLAttributes, HTMLInputTypeAttribute, Ref } from 'react';
import { FieldShell, useLabelledField, type FieldBaseProps } from './field-shell';
import { FieldInput } from './field-parts';

interface InputFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  min?: string;
  max?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input of any type; errors are announced and linked to the input. */
export function InputField({ value, onChange, ...props }: InputFieldProps) {
  const { frame, control, rest } = useLabelledField(props);
  return (
    <FieldShell {...frame}>
      <FieldInput value={value} onChange={(event) => onChange(event.target.value)} {...control} {...rest} />
    </FieldShell>
  );
}

export interface TextFieldProps extends Omit<InputFieldProps, 'type' | 'min' | 'max'> {
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
}

/** A labelled single-line text input. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField type={type} {...props} />;
}
