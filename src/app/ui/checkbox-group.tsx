import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import type { ReactNode } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { checkbox, field } from 'styled-system/recipes';
import { useFieldIds } from './field-ids';

export interface CheckboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  value: string[];
  onValueChange: (value: string[]) => void;
  options: CheckboxOption[];
  name?: string;
  /** chips (default) for tags such as genres and hobbies; list for a column of checkboxes. */
  variant?: 'chips' | 'list';
  /** Most options that may be picked; the rest become unavailable once reached. */
  max?: number;
  hint?: ReactNode;
  errors?: string[];
  disabled?: boolean;
}

/** Pick any number of options. A fieldset with a legend, so each checkbox is announced with the question. */
export function CheckboxGroup({
  label,
  value,
  onValueChange,
  options,
  name,
  variant = 'chips',
  max,
  hint,
  errors = [],
  disabled,
}: CheckboxGroupProps) {
  const ids = useFieldIds();
  const classes = checkbox({ variant });
  const messages = field();
  const invalid = errors.length > 0;
  const describedBy = [hint && ids.hint, invalid && ids.error].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={classes.group} aria-describedby={describedBy} disabled={disabled}>
      <legend className={classes.legend}>{label}</legend>
      {hint ? (
        <span id={ids.hint} className={messages.helperText}>
          {hint}
        </span>
      ) : null}
      <ArkCheckbox.Group
        className={classes.items}
        value={value}
        onValueChange={onValueChange}
        name={name}
        maxSelectedValues={max}
        invalid={invalid}
        disabled={disabled}
      >
        {options.map((option) => (
          <ArkCheckbox.Root key={option.value} className={classes.root} value={option.value} disabled={option.disabled}>
            <ArkCheckbox.Control className={classes.control}>
              <ArkCheckbox.Indicator className={classes.indicator}>
                <CheckIcon size={20} />
              </ArkCheckbox.Indicator>
            </ArkCheckbox.Control>
            <ArkCheckbox.Label className={classes.label}>{option.label}</ArkCheckbox.Label>
            <ArkCheckbox.HiddenInput />
          </ArkCheckbox.Root>
        ))}
      </ArkCheckbox.Group>
      {invalid ? (
        <span id={ids.error} className={messages.errorText} aria-live="polite">
          <CircleAlertIcon size={20} />
          <span>{errors.join(' ')}</span>
        </span>
      ) : null}
    </fieldset>
  );
}
