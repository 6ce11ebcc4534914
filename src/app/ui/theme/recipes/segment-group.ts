import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/** Ark SegmentGroup: a pill track; the chosen segment is raised onto the surface colour. */
export const segmentGroup = defineSlotRecipe({
  className: 'segment-group',
  slots: ['root', 'label', 'item', 'itemText'],
  base: {
    root: {
      // One line: a wrapped track reads as two controls (the practice speeds at 360px, クリエイター in the header).
      display: 'inline-flex',
      flexWrap: 'nowrap',
      maxWidth: 'full',
      gap: '1',
      p: '1',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'pill',
    },
    label: { srOnly: true },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: { base: 'touch', sm: '9' },
      px: { base: '3', sm: '4' },
      whiteSpace: 'nowrap',
      borderRadius: 'pill',
      color: 'fg.muted',
      fontWeight: '600',
      fontSize: '0.9375rem',
      cursor: 'pointer',
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _checked: { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
    },
    itemText: {},
  },
});
