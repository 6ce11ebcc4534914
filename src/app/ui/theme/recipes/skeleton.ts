import { defineRecipe } from '@pandacss/dev';

/** Placeholder block while content loads; the pulse stops for people who ask for reduced motion. */
export const skeleton = defineRecipe({
  className: 'skeleton',
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'sm',
    animation: 'shimmer 1.6s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    shape: {
      rect: {},
      text: { height: '1em', borderRadius: 'sm' },
      circle: { borderRadius: 'full', aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'rect' },
});
