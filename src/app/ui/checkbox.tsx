import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import type { ReactNode } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { checkbox, field } from 'styled-system/recipes';
import { useFieldIds } from './field-ids';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  /** e.g. "Accept the terms to continue"; marks the box invalid and is linked to it. */
  errors?: string[];
  id?: string;
}

/**
 * A single yes/no choice. The native checkbox underneath keeps forms and screen readers working. The recipe's slot
 * classes go on Ark's parts directly, without Panda's `styled` factory (and its prop list, a first-view cost).
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  name,
  value,
  required,
  disabled,
  errors = [],
  id,
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = errors.length > 0;
  const classes = checkbox();
  return (
    <div>
      <ArkCheckbox.Root
        className={classes.root}
        ids={{ hiddenInput: ids.control }}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        invalid={invalid}
      >
        <ArkCheckbox.Control className={classes.control}>
          <ArkCheckbox.Indicator className={classes.indicator}>
            <CheckIcon size={20} />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={classes.label}>{label}</ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput aria-describedby={invalid ? ids.error : undefined} />
      </ArkCheckbox.Root>
      {invalid ? (
        <span id={ids.error} className={field().errorText} aria-live="polite">
          <CircleAlertIcon size={20} />
          <span>{errors.join(' ')}</span>
        </span>
      ) : null}
    </div>
  );
}
