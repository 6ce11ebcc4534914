import type { SystemStyleObject } from '@pandacss/dev';

/** The one focus indicator: a 2px ring offset from the control, 3:1 against every background. */
export const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'focus.ring',
  outlineOffset: '2px',
};

/**
 * Text-entry box shared by inputs, textareas, the password box and the select trigger.
 * 16px text stops iOS zooming on focus; 44px height is the phone touch target.
 * Invalid styling keys off aria-invalid, not :invalid, so an empty required field
 * is not painted red before the person has typed anything.
 */
export const inputControl: SystemStyleObject = {
  width: 'full',
  minHeight: 'touch',
  px: '3.5',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  fontSize: '1rem',
  lineHeight: '1.5',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _placeholder: { color: 'fg.muted', opacity: '1' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { ...focusRing, outlineOffset: '1px', borderColor: 'accent.default' },
  '&[aria-invalid=true]': { borderColor: 'danger.default' },
  _disabled: { bg: 'bg.muted', color: 'fg.disabled', cursor: 'not-allowed', _hover: { borderColor: 'border.control' } },
};
