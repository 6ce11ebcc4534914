import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/** Ark Switch: a 44px-high row whose track edge keeps 3:1 contrast when off. */
export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      minHeight: 'touch',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.55' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      width: '11',
      height: '6',
      p: '0.5',
      borderWidth: '1px',
      borderColor: 'border.control',
      borderRadius: 'pill',
      bg: 'bg.emphasized',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: focusRing,
    },
    thumb: {
      width: '4.5',
      height: '4.5',
      borderRadius: 'full',
      bg: 'bg.surface',
      boxShadow: 'card',
      transition: 'translate 150ms',
      _checked: { translate: '1.25rem 0' },
    },
    label: { textStyle: 'body.md', color: 'fg.default' },
  },
});
