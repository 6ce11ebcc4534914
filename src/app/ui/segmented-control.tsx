import { SegmentGroup } from '@ark-ui/react/segment-group';
import { createStyleContext } from 'styled-system/jsx';
import { segmentGroup } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(segmentGroup);
const Root = withProvider(SegmentGroup.Root, 'root');
const Label = withContext(SegmentGroup.Label, 'label');
const Item = withContext(SegmentGroup.Item, 'item');
const ItemText = withContext(SegmentGroup.ItemText, 'itemText');

export interface SegmentedControlItem<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Names the group for screen readers (the visible segments say the rest). */
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  items: SegmentedControlItem<V>[];
  name?: string;
  disabled?: boolean;
}

/**
 * One of a few short options, side by side: the page view type switch (All / Fan / Creator)
 * or the sign-up type. A radio group underneath, so arrow keys move between segments.
 */
export function SegmentedControl<V extends string>({
  label,
  value,
  onValueChange,
  items,
  name,
  disabled,
}: SegmentedControlProps<V>) {
  return (
    <Root
      value={value}
      onValueChange={(details) => {
        // Ark reports null when nothing is selected, which cannot happen by pointer or keyboard here.
        const next = items.find((item) => item.value === details.value);
        if (next) onValueChange(next.value);
      }}
      name={name}
      disabled={disabled}
    >
      <Label>{label}</Label>
      {items.map((item) => (
        <Item key={item.value} value={item.value}>
          <ItemText>{item.label}</ItemText>
          <SegmentGroup.ItemHiddenInput />
        </Item>
      ))}
    </Root>
  );
}
