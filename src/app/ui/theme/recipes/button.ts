import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/** Sizes grow to the 44px touch target below the sm breakpoint (phones). */
export const button = defineRecipe({
  className: 'button',
  description: 'Buttons, and router links made to look like buttons (buttonStyles).',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'pill',
    fontWeight: '600',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _focusVisible: focusRing,
    '&:is(:disabled, [aria-disabled=true])': { opacity: '0.55', cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress', opacity: '1' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        '&:not(:disabled):hover': { bg: 'accent.emphasized' },
      },
      outline: {
        bg: 'transparent',
        color: 'fg.default',
        borderColor: 'border.control',
        '&:not(:disabled):hover': { bg: 'bg.muted' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        '&:not(:disabled):hover': { bg: 'bg.muted' },
      },
      danger: {
        bg: 'danger.default',
        color: 'fg.onDanger',
        '&:not(:disabled):hover': { bg: 'danger.fg' },
      },
      link: {
        bg: 'transparent',
        color: 'accent.fg',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        borderRadius: 'sm',
        '&:not(:disabled):hover': { textDecorationThickness: '2px' },
      },
    },
    size: {
      sm: {
        minHeight: { base: 'touch', sm: '9' },
        px: '3.5',
        fontSize: '0.875rem',
        '& svg': { width: '4', height: '4' },
      },
      md: {
        minHeight: { base: 'touch', sm: '10' },
        px: '5',
        fontSize: '0.9375rem',
        '& svg': { width: '5', height: '5' },
      },
      lg: { minHeight: '12', px: '7', fontSize: '1.0625rem', '& svg': { width: '5', height: '5' } },
    },
    // Square buttons holding only an icon (IconButton).
    iconOnly: {
      true: { px: '0' },
    },
  },
  compoundVariants: [
    // A link-styled button keeps inline text metrics whatever size was asked for.
    { variant: 'link', size: ['sm', 'md', 'lg'], css: { minHeight: 'auto', px: '0.5', py: '0' } },
    // Icon buttons are square: width follows the size's height.
    { iconOnly: true, size: 'sm', css: { minWidth: { base: 'touch', sm: '9' } } },
    { iconOnly: true, size: 'md', css: { minWidth: { base: 'touch', sm: '10' } } },
    { iconOnly: true, size: 'lg', css: { minWidth: '12' } },
  ],
  defaultVariants: { variant: 'solid', size: 'md' },
});
