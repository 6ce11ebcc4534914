import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { switchRecipe } from 'styled-system/recipes';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect immediately (notification settings, preferences). The recipe's slot classes
 * go on Ark's parts directly: Panda's `styled` factory (and its prop list) would be a first-view cost on the
 * content page, where the player's settings show one.
 */
export function Switch({ label, checked, onCheckedChange, name, disabled }: SwitchProps) {
  const classes = switchRecipe();
  return (
    <ArkSwitch.Root
      className={classes.root}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      name={name}
      disabled={disabled}
    >
      <ArkSwitch.Control className={classes.control}>
        <ArkSwitch.Thumb className={classes.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={classes.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput />
    </ArkSwitch.Root>
  );
}
