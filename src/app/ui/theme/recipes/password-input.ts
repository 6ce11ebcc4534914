import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing, inputControl } from './shared';

/** Ark PasswordInput: the box reserves room on the inline end for the show/hide button. */
export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  slots: ['root', 'control', 'input', 'visibilityTrigger', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    control: { position: 'relative', width: 'full' },
    input: { ...inputControl, paddingInlineEnd: '12' },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '0',
      top: '0',
      height: 'full',
      minWidth: 'touch',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'fg.muted',
      borderRadius: 'control',
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
      _focusVisible: { ...focusRing, outlineOffset: '-2px' },
      _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
    },
    indicator: { display: 'inline-flex', '& svg': { width: '5', height: '5' } },
  },
});
