import { defineSlotRecipe } from '@pandacss/dev';
import { inputControl } from './shared';

/** Ark Field: label, control, and the hint / error / counter line under it. */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'requiredIndicator', 'input', 'textarea', 'messages', 'helperText', 'errorText', 'counter'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      textStyle: 'label',
      color: 'fg.default',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.fg', marginInlineStart: '0.5' },
    input: inputControl,
    textarea: { ...inputControl, minHeight: '32', py: '2.5', resize: 'vertical' },
    messages: { display: 'flex', gap: '3', justifyContent: 'space-between', alignItems: 'flex-start' },
    helperText: { textStyle: 'body.sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      gap: '1.5',
      alignItems: 'flex-start',
      textStyle: 'body.sm',
      color: 'danger.fg',
      '& svg': { flexShrink: '0', width: '4', height: '4', marginTop: '0.5' },
    },
    counter: {
      marginInlineStart: 'auto',
      textStyle: 'body.sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      '&[data-over=true]': { color: 'danger.fg' },
    },
  },
});
