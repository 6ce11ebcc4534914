import { RadioGroup } from '@ark-ui/react/radio-group';
import type { ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { radioGroup } from 'styled-system/recipes';
import { ark } from '@ark-ui/react/factory';

const { withProvider, withContext } = createStyleContext(radioGroup);
const Root = withProvider(RadioGroup.Root, 'root');
const Label = withContext(RadioGroup.Label, 'label');
const Items = withContext(ark.div, 'items');
const Item = withContext(RadioGroup.Item, 'item');
const ItemControl = withContext(RadioGroup.ItemControl, 'itemControl');
const ItemText = withContext(RadioGroup.ItemText, 'itemText');
const ItemDescription = withContext(ark.span, 'itemDescription');

export interface RadioCardItem<V extends string> {
  value: V;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardsProps<V extends string> {
  label: ReactNode;
  value: V | null;
  onValueChange: (value: V) => void;
  items: RadioCardItem<V>[];
  name?: string;
  disabled?: boolean;
}

/** One choice among a few that each deserve a sentence (e.g. "I'm a fan" / "I'm a creator" at sign-up). */
export function RadioCards<V extends string>({
  label,
  value,
  onValueChange,
  items,
  name,
  disabled,
}: RadioCardsProps<V>) {
  return (
    <Root
      value={value}
      onValueChange={(details) => {
        const next = items.find((item) => item.value === details.value);
        if (next) onValueChange(next.value);
      }}
      name={name}
      disabled={disabled}
    >
      <Label>{label}</Label>
      <Items>
        {items.map((item) => (
          <Item key={item.value} value={item.value} disabled={item.disabled}>
            <ItemControl />
            <ItemText>
              <span>{item.label}</span>
              {item.description ? <ItemDescription>{item.description}</ItemDescription> : null}
            </ItemText>
            <RadioGroup.ItemHiddenInput />
          </Item>
        ))}
      </Items>
    </Root>
  );
}
