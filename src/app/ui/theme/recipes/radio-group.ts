import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/** Ark RadioGroup drawn as cards: one big choice per card (e.g. fan or creator at sign-up). */
export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  slots: ['root', 'label', 'items', 'item', 'itemControl', 'itemText', 'itemDescription'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { textStyle: 'label', color: 'fg.default' },
    items: {
      display: 'grid',
      gap: '3',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(14rem, 1fr))' },
    },
    item: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.control',
      borderRadius: 'card',
      cursor: 'pointer',
      transitionProperty: 'background-color, border-color, box-shadow',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.muted' },
      _checked: {
        bg: 'accent.subtle',
        borderColor: 'accent.default',
        boxShadow: 'inset 0 0 0 1px var(--colors-accent-default)',
        _hover: { bg: 'accent.subtle' },
      },
      _focusVisible: focusRing,
      _disabled: { cursor: 'not-allowed', opacity: '0.55' },
    },
    itemControl: {
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      borderWidth: '2px',
      borderColor: 'border.control',
      borderRadius: 'full',
      bg: 'bg.surface',
      _checked: {
        borderColor: 'accent.default',
        boxShadow: 'inset 0 0 0 3px var(--colors-bg-surface)',
        bg: 'accent.default',
      },
    },
    itemText: { display: 'flex', flexDirection: 'column', gap: '1' },
    itemDescription: { textStyle: 'body.sm', color: 'fg.muted' },
  },
});
