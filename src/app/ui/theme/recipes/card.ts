import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/** A surface for grouped content. `interactive` is the whole-card link (CardLink). */
export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
      boxShadow: 'card',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '5', pt: '5', pb: '2', textStyle: 'heading.sm' },
    body: { flex: '1', px: '5', py: '3' },
    footer: { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', px: '5', pt: '2', pb: '5' },
  },
  variants: {
    interactive: {
      true: {
        root: {
          textDecoration: 'none',
          cursor: 'pointer',
          transitionProperty: 'border-color, box-shadow, translate',
          transitionDuration: 'fast',
          _hover: { borderColor: 'border.control', boxShadow: 'overlay' },
          _focusVisible: focusRing,
        },
      },
    },
  },
});
