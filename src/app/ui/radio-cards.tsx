import { RadioGroup } from '@ark-ui/react/radio-group';
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
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
  /** Why the choice is refused: shown under the question, before the cards, and described on each radio. */
  error?: string;
}

/** One choice among a few that each deserve a sentence (e.g. "I'm a fan" / "I'm a creator" at sign-up). */
export function RadioCards<V extends string>({
  label,
  value,
  onValueChange,
  items,
  name,
  disabled,
  error,
}: RadioCardsProps<V>) {
  const errorId = useId();
  return (
    <Root
      value={value}
      onValueChange={(details) => {
        const next = items.find((item) => item.value === details.value);
        if (next) onValueChange(next.value);
      }}
      name={name}
      disabled={disabled}
      data-invalid={error ? '' : undefined}
    >
      <Label>{label}</Label>
      {error ? (
        <p id={errorId} role="alert" className={css({ color: 'danger.fg', textStyle: 'body.sm' })}>
          {error}
        </p>
      ) : null}
      <Items>
        {items.map((item) => (
          <Item key={item.value} value={item.value} disabled={item.disabled}>
            <ItemControl />
            <ItemText>
              <span>{item.label}</span>
              {item.description ? <ItemDescription>{item.description}</ItemDescription> : null}
            </ItemText>
            <RadioGroup.ItemHiddenInput
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            />
          </Item>
        ))}
      </Items>
    </Root>
  );
}
