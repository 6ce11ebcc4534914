import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/**
 * Ark Checkbox, single or in a group. The `chips` variant turns each option into a pill
 * (genres, hobbies) while staying a real checkbox for assistive tech.
 */
export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: ['group', 'legend', 'items', 'root', 'control', 'indicator', 'label'],
  base: {
    group: { display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minWidth: '0' },
    legend: { textStyle: 'label', color: 'fg.default', p: '0', mb: '1' },
    items: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      minHeight: 'touch',
      cursor: 'pointer',
      color: 'fg.default',
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '5',
      height: '5',
      borderWidth: '2px',
      borderColor: 'border.control',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'fg.onAccent',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: focusRing,
      _invalid: { borderColor: 'danger.default' },
      '& svg': { width: '3.5', height: '3.5' },
    },
    indicator: { display: 'inline-flex' },
    label: { textStyle: 'body.md' },
  },
  variants: {
    variant: {
      list: { items: { flexDirection: 'column', gap: '0' } },
      chips: {
        root: {
          gap: '1.5',
          minHeight: { base: 'touch', sm: '10' },
          px: '4',
          borderWidth: '1px',
          borderColor: 'border.control',
          borderRadius: 'pill',
          bg: 'bg.surface',
          fontWeight: '600',
          transitionProperty: 'background-color, border-color',
          transitionDuration: 'fast',
          _hover: { bg: 'bg.muted' },
          _checked: { bg: 'accent.subtle', borderColor: 'accent.default', _hover: { bg: 'accent.subtle' } },
          _focusVisible: focusRing,
        },
        // The chip itself carries the checked state; the box shrinks to a tick.
        control: {
          width: 'auto',
          height: 'auto',
          border: 'none',
          bg: 'transparent',
          color: 'accent.fg',
          _checked: { bg: 'transparent' },
          _focusVisible: { outline: 'none' },
          '&:not([data-state=checked])': { display: 'none' },
        },
        label: { textStyle: 'body.sm', fontWeight: '600' },
      },
    },
  },
  defaultVariants: { variant: 'list' },
});
