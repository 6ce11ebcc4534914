import type { ChangeEvent, Ref } from 'react';
import { FieldShell, useLabelledField, type FieldBaseProps } from './field-shell';
import { FieldInput } from './field-parts';
import { filterNumberEdit, type NumberRule } from './number-input-rules';

export interface NumericFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input for numbers. A whole-number field only ever holds digits: typing, pasting and dropping
 * all end in one change event; the edit is filtered there, written back to the element with the caret
 * where the person left it, and only then reported. A price keeps exactly what was typed: "12,50" or
 * "1e3" filtered to digits would become another price, so the form's schema reads it (readPriceText)
 * or refuses it with a message. type=text (not number) keeps the value a plain string and avoids the
 * spinner and wheel changes.
 */
export function NumericField({ rule, value, onChange, ...props }: NumericFieldProps & { rule: NumberRule }) {
  const { frame, control, rest } = useLabelledField(props);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (rule === 'price') return onChange(input.value);
    const edit = filterNumberEdit(value, input.value, rule);
    if (edit.value !== input.value) {
      input.value = edit.value;
      input.setSelectionRange(edit.caret, edit.caret);
    }
    onChange(edit.value);
  };

  return (
    <FieldShell {...frame}>
      <FieldInput
        type="text"
        value={value}
        inputMode={rule === 'price' ? 'decimal' : 'numeric'}
        onChange={handleChange}
        {...control}
        {...rest}
      />
    </FieldShell>
  );
}
