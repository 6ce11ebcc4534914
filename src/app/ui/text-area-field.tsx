import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { FieldShell, useLabelledField, type FieldBaseProps } from './field-shell';
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
export function TextAreaField({ value, onChange, maxLength, rows = 5, ...props }: TextAreaFieldProps) {
  const { t } = useLingui();
  const showCounter = maxLength !== undefined && !props.errors?.length;
  const { frame, ids, control, rest } = useLabelledField(props, { counter: showCounter });
  const count = value.length;

  const counter = showCounter ? (
    <FieldCounter id={ids.counter} data-over={count > maxLength}>
      <span aria-hidden="true">{t`${count}/${maxLength}`}</span>
      <VisuallyHidden>{t`${count} of ${maxLength} characters`}</VisuallyHidden>
    </FieldCounter>
  ) : null;

  return (
    <FieldShell {...frame} trailing={counter}>
      <FieldTextarea
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        {...control}
        {...rest}
      />
    </FieldShell>
  );
}
