import { defineSlotRecipe } from '@pandacss/dev';

/** Ark Avatar: a photo, or initials on the accent tint while it loads or when there is none. */
export const avatar = defineSlotRecipe({
  className: 'avatar',
  slots: ['root', 'image', 'fallback'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'fg.default',
      fontWeight: '700',
      userSelect: 'none',
    },
    image: { width: 'full', height: 'full', objectFit: 'cover' },
    fallback: { lineHeight: '1', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      xs: { root: { width: '6', height: '6', fontSize: '0.625rem' } },
      sm: { root: { width: '8', height: '8', fontSize: '0.75rem' } },
      md: { root: { width: '10', height: '10', fontSize: '0.875rem' } },
      lg: { root: { width: '14', height: '14', fontSize: '1.125rem' } },
      xl: { root: { width: '24', height: '24', fontSize: '1.75rem' } },
    },
  },
  defaultVariants: { size: 'md' },
});
