import { useId, useState } from 'react';
import { css } from 'styled-system/css';
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

const state = (on: boolean) => (on ? '' : undefined);
const hiddenRadio = css({ srOnly: true });

/**
 * One of a few short options, side by side: the page view type switch (All / Fan / Creator)
 * or the sign-up type. Native radios underneath (arrow keys move between segments, Tab enters at the chosen one),
 * styled by the segment group recipe through the data attributes Ark's segment group sets: the header shows one on
 * every first view, and Ark's machinery for three radios was most of the script the header needed.
 */
export function SegmentedControl<V extends string>({
  label,
  value,
  onValueChange,
  items,
  name,
  disabled,
}: SegmentedControlProps<V>) {
  const classes = segmentGroup();
  const labelId = useId();
  const fallbackName = useId();
  const [focusVisible, setFocusVisible] = useState<V | null>(null);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      className={classes.root}
      data-scope="segment-group"
      data-part="root"
      data-disabled={state(!!disabled)}
    >
      <span id={labelId} className={classes.label} data-scope="segment-group" data-part="label">
        {label}
      </span>
      {items.map((item) => {
        const checked = item.value === value;
        return (
          <label
            key={item.value}
            className={classes.item}
            data-scope="segment-group"
            data-part="item"
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={state(!!disabled)}
            data-focus-visible={state(focusVisible === item.value)}
          >
            <input
              type="radio"
              name={name ?? fallbackName}
              value={item.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onValueChange(item.value)}
              onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible') ? item.value : null)}
              onBlur={() => setFocusVisible(null)}
              className={hiddenRadio}
            />
            <span className={classes.itemText} data-scope="segment-group" data-part="item-text">
              {item.label}
            </span>
          </label>
        );
      })}
    </div>
  );
}
