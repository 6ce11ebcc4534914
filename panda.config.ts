import { defineConfig, defineGlobalStyles } from '@pandacss/dev';
import { recipes, slotRecipes } from './src/app/ui/theme/recipes';
import { keyframes, semanticTokens, textStyles, tokens } from './src/app/ui/theme/tokens';

const globalCss = defineGlobalStyles({
  // Native controls and scrollbars follow the theme: the OS by default, the person's choice once made.
  ':root': { colorScheme: 'light dark' },
  '[data-theme=light]': { colorScheme: 'light' },
  '[data-theme=dark]': { colorScheme: 'dark' },
  body: {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    textStyle: 'body.md',
    WebkitFontSmoothing: 'antialiased',
    WebkitTapHighlightColor: 'transparent',
  },
  // A visible focus ring on anything focusable that has no recipe of its own (plain links, summaries).
  ':focus-visible': { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  '::selection': { bg: 'accent.subtle', color: 'fg.default' },
  a: { color: 'accent.fg', textUnderlineOffset: '0.2em' },
  'h1, h2, h3, h4': { fontFamily: 'heading', textWrap: 'balance' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
    // Ark's open/close animations (dialogs, menus, listboxes, toasts) finish at once. Spinners are not
    // Ark parts: they keep turning, slowed in their recipe, so a busy state is still visible.
    '[data-scope]': { animationDuration: '0.01ms !important' },
  },
});

export default defineConfig({
  preflight: true,
  include: ['./src/app/**/*.{ts,tsx}'],
  exclude: ['./src/app/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  globalCss,
  conditions: {
    extend: {
      dark: '.dark &, [data-theme=dark] &',
      light: '.light &, [data-theme=light] &',
      // Theme tokens only (see schemeValue): the OS preference, and an explicit light choice
      // written as a self-selector so its specificity beats the media query's :root rule.
      osDark: '@media (prefers-color-scheme: dark)',
      chosenLight: '&[data-theme=light]',
    },
  },
  theme: {
    extend: {
      breakpoints: { sm: '768px', md: '1152px', lg: '1336px', xl: '1920px' },
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
  // Recipe variants are chosen at run time through the ui wrappers, which static extraction cannot see.
  staticCss: { recipes: '*' },
});
