import { defineRecipe } from '@pandacss/dev';

/** A ring in currentColor, so it works on any button variant. Reduced motion slows it rather than freezing it. */
export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    borderBottomColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    _motionReduce: { animationDuration: '1.6s' },
  },
  variants: {
    size: {
      sm: { width: '4', height: '4', borderWidth: '2px' },
      md: { width: '6', height: '6', borderWidth: '2px' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});
