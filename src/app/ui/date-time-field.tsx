import type { Ref } from 'react';
import type { FieldBaseProps } from './field-shell';
import { InputField } from './text-field';

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
export function DateTimeField({ type = 'datetime-local', ...props }: DateTimeFieldProps) {
  return <InputField type={type} {...props} />;
}
