import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { switchRecipe } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(switchRecipe);
const Root = withProvider(ArkSwitch.Root, 'root');
const Control = withContext(ArkSwitch.Control, 'control');
const Thumb = withContext(ArkSwitch.Thumb, 'thumb');
const Label = withContext(ArkSwitch.Label, 'label');

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

/** An on/off setting that takes effect immediately (notification settings, preferences). */
export function Switch({ label, checked, onCheckedChange, name, disabled }: SwitchProps) {
  return (
    <Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      name={name}
      disabled={disabled}
    >
      <Control>
        <Thumb />
      </Control>
      <Label>{label}</Label>
      <ArkSwitch.HiddenInput />
    </Root>
  );
}
