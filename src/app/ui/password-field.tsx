import { PasswordInput } from '@ark-ui/react/password-input';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { createStyleContext } from 'styled-system/jsx';
import { passwordInput } from 'styled-system/recipes';
import { FieldShell, useLabelledField, type FieldBaseProps } from './field-shell';

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
export function PasswordField({ value, onChange, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const { frame, control, rest } = useLabelledField(props);
  return (
    <FieldShell {...frame}>
      <Root
        autoComplete={autoComplete}
        translations={{ visibilityTrigger: (visible) => (visible ? t`Hide password` : t`Show password`) }}
      >
        <Control>
          <Input value={value} onChange={(event) => onChange(event.target.value)} {...control} {...rest} />
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
