import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

const pageButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: { base: 'touch', sm: '10' },
  minHeight: { base: 'touch', sm: '10' },
  px: '2',
  borderRadius: 'control',
  color: 'fg.default',
  fontWeight: '600',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '& svg': { width: '5', height: '5' },
} as const;

/** Ark Pagination: previous / pages / next, with the current page filled with the accent. */
export const pagination = defineSlotRecipe({
  className: 'pagination',
  slots: ['root', 'item', 'ellipsis', 'prevTrigger', 'nextTrigger'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '1' },
    item: {
      ...pageButton,
      _selected: { bg: 'accent.default', color: 'fg.onAccent', _hover: { bg: 'accent.emphasized' } },
    },
    ellipsis: { display: 'inline-flex', justifyContent: 'center', minWidth: '8', color: 'fg.muted' },
    prevTrigger: pageButton,
    nextTrigger: pageButton,
  },
});
