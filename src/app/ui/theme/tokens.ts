import { defineKeyframes, defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';
import { palette } from './palette';
import { semanticColors, type SchemePair } from './semantic-colors';

/** palette → Panda token tree ({ ember: { 600: { value } } }). */
const colorTokens = Object.fromEntries(
  Object.entries(palette).map(([scale, shades]) => [
    scale,
    Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }])),
  ]),
);

/**
 * A colour per scheme. `_osDark` follows the OS until the user picks a theme; an explicit
 * `[data-theme=light]` must then beat the OS media query, so `_chosenLight` uses a selector
 * with real specificity (see conditions in panda.config.ts).
 */
export const schemeValue = ({ light, dark }: SchemePair) => ({
  value: { base: light, _osDark: dark, _dark: dark, _chosenLight: light },
});

const semanticColorTokens = Object.fromEntries(
  Object.entries(semanticColors).map(([group, roles]) => [
    group,
    Object.fromEntries(Object.entries(roles).map(([role, pair]) => [role, schemeValue(pair)])),
  ]),
);

// System fonts only: the app works offline and reads Japanese, Korean and Chinese, so no web font download.
const sans = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Hiragino Sans"',
  '"Apple SD Gothic Neo"',
  '"PingFang SC"',
  '"Noto Sans"',
  '"Noto Sans CJK JP"',
  'sans-serif',
].join(', ');

export const tokens = defineTokens({
  colors: colorTokens,
  fonts: {
    body: { value: sans },
    heading: { value: sans },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  radii: {
    control: { value: '0.625rem' },
    card: { value: '1rem' },
    dialog: { value: '1.25rem' },
    pill: { value: '9999px' },
  },
  sizes: {
    // 44px: the minimum touch target we give every control on phones.
    touch: { value: '2.75rem' },
  },
  // One stacking order for the whole app: the sticky header under menus, dialogs over both, toasts on top.
  zIndex: {
    base: { value: 0 },
    sticky: { value: 100 },
    dropdown: { value: 1000 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    toast: { value: 1700 },
    skipLink: { value: 1800 },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: semanticColorTokens,
  shadows: {
    card: schemeValue({
      light: '0 1px 2px rgba(52, 46, 42, 0.06), 0 1px 3px rgba(52, 46, 42, 0.1)',
      dark: '0 1px 2px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.04)',
    }),
    overlay: schemeValue({
      light: '0 12px 32px rgba(52, 46, 42, 0.18), 0 2px 6px rgba(52, 46, 42, 0.08)',
      dark: '0 12px 32px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.06)',
    }),
  },
});

/** Type scale: headings step up at the sm breakpoint so phones keep long CJK titles on screen. */
export const textStyles = defineTextStyles({
  display: {
    value: { fontSize: { base: '2rem', sm: '3rem' }, lineHeight: '1.1', fontWeight: '800', letterSpacing: '-0.02em' },
  },
  heading: {
    xl: { value: { fontSize: { base: '1.75rem', sm: '2.25rem' }, lineHeight: '1.15', fontWeight: '800' } },
    lg: { value: { fontSize: { base: '1.5rem', sm: '1.75rem' }, lineHeight: '1.2', fontWeight: '700' } },
    md: { value: { fontSize: { base: '1.25rem', sm: '1.375rem' }, lineHeight: '1.3', fontWeight: '700' } },
    sm: { value: { fontSize: '1.0625rem', lineHeight: '1.4', fontWeight: '700' } },
  },
  body: {
    lg: { value: { fontSize: '1.125rem', lineHeight: '1.6' } },
    md: { value: { fontSize: '1rem', lineHeight: '1.5' } },
    sm: { value: { fontSize: '0.875rem', lineHeight: '1.45' } },
  },
  label: { value: { fontSize: '0.9375rem', lineHeight: '1.4', fontWeight: '600' } },
  caption: { value: { fontSize: '0.8125rem', lineHeight: '1.4' } },
});

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  dialogIn: {
    from: { opacity: '0', transform: 'translateY(8px) scale(0.98)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  dialogOut: { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.98)' } },
  shimmer: { '0%, 100%': { opacity: '1' }, '50%': { opacity: '0.5' } },
});
