import { defineSlotRecipe } from '@pandacss/dev';

/**
 * Ark Toast. Zag positions and stacks each toast through the --x/--y/--scale/--z-index/
 * --height/--opacity custom properties it sets on the root; the recipe only wires them up.
 */
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['root', 'icon', 'content', 'title', 'description', 'closeTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'min(24rem, calc(100vw - 2rem))',
      p: '4',
      paddingInlineEnd: '12',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderInlineStartWidth: '4px',
      borderInlineStartColor: 'accent.default',
      borderRadius: 'card',
      boxShadow: 'overlay',
      overflowWrap: 'anywhere',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      scale: 'var(--scale)',
      translate: 'var(--x) var(--y) 0',
      zIndex: 'var(--z-index)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: 'slow',
      transitionTimingFunction: 'default',
      '&[data-type=success]': { borderInlineStartColor: 'success.default' },
      '&[data-type=error]': { borderInlineStartColor: 'danger.default' },
      '&[data-type=warning]': { borderInlineStartColor: 'warning.default' },
    },
    icon: {
      display: 'inline-flex',
      flexShrink: '0',
      color: 'accent.fg',
      '& svg': { width: '5', height: '5' },
      '[data-type=success] &': { color: 'success.fg' },
      '[data-type=error] &': { color: 'danger.fg' },
      '[data-type=warning] &': { color: 'warning.fg' },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' },
    title: { fontWeight: '600', textStyle: 'body.md' },
    description: { textStyle: 'body.sm', color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '1.5', insetInlineEnd: '1.5' },
  },
});
