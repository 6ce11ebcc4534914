import { defineSlotRecipe } from '@pandacss/dev';

/** Ark Menu: a portalled list of actions and links. */
export const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['positioner', 'content', 'item', 'itemIcon'],
  base: {
    content: {
      display: 'flex',
      flexDirection: 'column',
      minWidth: '12rem',
      p: '1',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'control',
      boxShadow: 'overlay',
      zIndex: 'dropdown',
      outline: 'none',
      _open: { animation: 'fadeIn 120ms ease-out' },
      _closed: { animation: 'fadeOut 100ms ease-in' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      minHeight: { base: 'touch', sm: '10' },
      px: '3',
      borderRadius: 'sm',
      color: 'fg.default',
      textDecoration: 'none',
      textStyle: 'body.md',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    itemIcon: { display: 'inline-flex', color: 'fg.muted', '& svg': { width: '5', height: '5' } },
  },
});
