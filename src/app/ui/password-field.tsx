import { PasswordInput } from '@ark-ui/react/password-input';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { createStyleContext } from 'styled-system/jsx';
import { passwordInput } from 'styled-system/recipes';
import { FieldShell, type FieldBaseProps } from './field-shell';
import { describedBy, useFieldIds } from './field-ids';

const { withProvider, withContext } = createStyleContext(passwordInput);
const Root = withProvider(PasswordInput.Root, 'root');
const Control = withContext(PasswordInput.Control, 'control');
const Input = withContext(PasswordInput.Input, 'input');
const VisibilityTrigger = withContext(PasswordInput.VisibilityTrigger, 'visibilityTrigger');
const Indicator = withContext(PasswordInput.Indicator, 'indicator');

export interface PasswordFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** current-password on sign-in, new-password on sign-up and password change. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide button whose label says what pressing it will do. */
export function PasswordField({
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
  autoComplete = 'current-password',
  placeholder,
  ref,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} errors={errors} hint={hint} required={required} disabled={disabled}>
      <Root
        autoComplete={autoComplete}
        translations={{ visibilityTrigger: (visible) => (visible ? t`Hide password` : t`Show password`) }}
      >
        <Control>
          <Input
            ref={ref}
            name={name}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-describedby={describedBy(ids, { hint: Boolean(hint), error: errors.length > 0 })}
          />
          <VisibilityTrigger>
            <Indicator fallback={<EyeIcon size={20} />}>
              <EyeOffIcon size={20} />
            </Indicator>
          </VisibilityTrigger>
        </Control>
      </Root>
    </FieldShell>
  );
}
