import { SegmentGroup } from '@ark-ui/react/segment-group';
import { segmentGroup } from 'styled-system/recipes';

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
  // The recipe's classes directly, not Panda's `styled` factory: the header shows one on every first view.
  const classes = segmentGroup();
  return (
    <SegmentGroup.Root
      className={classes.root}
      value={value}
      onValueChange={(details) => {
        // Ark reports null when nothing is selected, which cannot happen by pointer or keyboard here.
        const next = items.find((item) => item.value === details.value);
        if (next) onValueChange(next.value);
      }}
      name={name}
      disabled={disabled}
    >
      <SegmentGroup.Label className={classes.label}>{label}</SegmentGroup.Label>
      {items.map((item) => (
        <SegmentGroup.Item key={item.value} value={item.value} className={classes.item}>
          <SegmentGroup.ItemText className={classes.itemText}>{item.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
