import { palette } from './palette';

const { ember, sand, red, green, amber } = palette;

/** One colour per theme. Kept as plain data so the contrast test can check the very values Panda emits. */
export interface SchemePair {
  light: string;
  dark: string;
}

const pair = (light: string, dark: string): SchemePair => ({ light, dark });

/**
 * Semantic colours. Names say what a colour is for, never what it looks like:
 * bg.* for surfaces, fg.* for text and icons, border.* for edges, then one group per intent.
 * Text pairs are held to 4.5:1 and control edges / the focus ring to 3:1 (contrast.test.ts).
 */
export const semanticColors = {
  bg: {
    canvas: pair(sand[25], sand[950]),
    surface: pair(sand[0], sand[900]),
    muted: pair(sand[100], sand[850]),
    emphasized: pair(sand[200], sand[800]),
    // Backdrop behind dialogs: translucent, so it is not a text background.
    overlay: pair('rgba(21, 17, 15, 0.55)', 'rgba(0, 0, 0, 0.7)'),
  },
  fg: {
    default: pair(sand[950], sand[50]),
    muted: pair(sand[600], sand[300]),
    // Disabled controls are exempt from contrast minimums (WCAG 1.4.3); still kept legible.
    disabled: pair(sand[400], sand[500]),
    onAccent: pair(sand[0], '#1A0F0A'),
    onDanger: pair(sand[0], '#1A0F0A'),
    onWarning: pair(sand[950], sand[950]),
  },
  border: {
    default: pair(sand[200], sand[800]),
    // Edges of inputs and other controls must be perceivable (WCAG 1.4.11, 3:1).
    control: pair(sand[500], sand[400]),
  },
  accent: {
    default: pair(ember[600], ember[400]),
    emphasized: pair(ember[700], ember[300]),
    fg: pair(ember[700], ember[300]),
    subtle: pair(ember[50], ember[950]),
  },
  danger: {
    default: pair(red[600], red[400]),
    fg: pair(red[700], red[300]),
    subtle: pair(red[50], red[950]),
  },
  success: {
    default: pair(green[600], green[300]),
    fg: pair(green[700], green[300]),
    subtle: pair(green[50], green[950]),
  },
  warning: {
    default: pair(amber[400], amber[300]),
    fg: pair(amber[700], amber[300]),
    subtle: pair(amber[50], amber[950]),
  },
  focus: {
    ring: pair(ember[700], ember[300]),
  },
} satisfies Record<string, Record<string, SchemePair>>;
