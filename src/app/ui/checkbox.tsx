import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import type { ReactNode } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { createStyleContext } from 'styled-system/jsx';
import { checkbox, field } from 'styled-system/recipes';
import { useFieldIds } from './field-shell';

const { withProvider, withContext } = createStyleContext(checkbox);

/** Checkbox parts bound to the `checkbox` slot recipe; CheckboxGroup reuses them as chips. */
export const CheckboxRoot = withProvider(ArkCheckbox.Root, 'root');
export const CheckboxControl = withContext(ArkCheckbox.Control, 'control');
export const CheckboxIndicator = withContext(ArkCheckbox.Indicator, 'indicator');
export const CheckboxLabel = withContext(ArkCheckbox.Label, 'label');

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

/** A single yes/no choice. The native checkbox underneath keeps forms and screen readers working. */
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
  return (
    <div>
      <CheckboxRoot
        ids={{ hiddenInput: ids.control }}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        invalid={invalid}
      >
        <CheckboxControl>
          <CheckboxIndicator>
            <CheckIcon size={20} />
          </CheckboxIndicator>
        </CheckboxControl>
        <CheckboxLabel>{label}</CheckboxLabel>
        <ArkCheckbox.HiddenInput aria-describedby={invalid ? ids.error : undefined} />
      </CheckboxRoot>
      {invalid ? (
        <span id={ids.error} className={field().errorText} aria-live="polite">
          <CircleAlertIcon size={20} />
          <span>{errors.join(' ')}</span>
        </span>
      ) : null}
    </div>
  );
}
