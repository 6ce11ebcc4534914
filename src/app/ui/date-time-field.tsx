import type { Ref } from 'react';
import { FieldShell, type FieldBaseProps } from './field-shell';
import { describedBy, useFieldIds } from './field-ids';
import { FieldInput } from './field-parts';

export interface DateTimeFieldProps extends FieldBaseProps {
  /** `YYYY-MM-DDTHH:mm` in local time, or '' when empty (the native input's own format). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** `date` for a day only, `datetime-local` (default) for a day and a time. */
  type?: 'datetime-local' | 'date';
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled date-and-time input. The browser's own picker is the one that works with touch on
 * every phone and with the keyboard and screen readers everywhere, so no custom calendar is drawn.
 */
export function DateTimeField({
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
  type = 'datetime-local',
  ...inputProps
}: DateTimeFieldProps) {
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
