import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/**
 * Ark Tabs. NavTabs reuses the list and trigger slots for route links, so the
 * current link (aria-current=page) is styled like the selected tab.
 */
const selected = { color: 'fg.default', borderBottomColor: 'accent.default' };

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderBottomColor: 'border.default',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minHeight: 'touch',
      px: '4',
      mb: '-1px',
      flexShrink: '0',
      color: 'fg.muted',
      fontWeight: '600',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      borderBottomWidth: '2px',
      borderBottomColor: 'transparent',
      cursor: 'pointer',
      transitionProperty: 'color, border-color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _selected: selected,
      '&[aria-current=page]': selected,
      _focusVisible: { ...focusRing, outlineOffset: '-2px' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    content: { pt: '4', _focusVisible: focusRing },
  },
});
