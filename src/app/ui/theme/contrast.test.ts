import { describe, expect, it } from 'vitest';
import { semanticColors as c, type SchemePair } from './semantic-colors';

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const v = parseInt(part, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Pair = [name: string, fg: SchemePair, bg: SchemePair];

// Every text colour on every background it is used on.
const textPairs: Pair[] = [
  ...(['canvas', 'surface', 'muted', 'emphasized'] as const).map((bg): Pair => [
    `fg.default on bg.${bg}`,
    c.fg.default,
    c.bg[bg],
  ]),
  ...(['canvas', 'surface', 'muted'] as const).map((bg): Pair => [`fg.muted on bg.${bg}`, c.fg.muted, c.bg[bg]]),
  ['fg.onAccent on accent.default', c.fg.onAccent, c.accent.default],
  ['fg.onAccent on accent.emphasized', c.fg.onAccent, c.accent.emphasized],
  ['fg.default on accent.subtle', c.fg.default, c.accent.subtle],
  ['fg.onDanger on danger.default', c.fg.onDanger, c.danger.default],
  ['fg.onWarning on warning.default', c.fg.onWarning, c.warning.default],
  ...(['accent', 'danger', 'success', 'warning'] as const).flatMap((intent): Pair[] => [
    [`${intent}.fg on bg.canvas`, c[intent].fg, c.bg.canvas],
    [`${intent}.fg on bg.surface`, c[intent].fg, c.bg.surface],
    [`${intent}.fg on bg.muted`, c[intent].fg, c.bg.muted],
    [`${intent}.fg on ${intent}.subtle`, c[intent].fg, c[intent].subtle],
  ]),
];

// Control edges, the focus ring and filled checkbox/switch states are UI components: 3:1 (WCAG 1.4.11).
const uiPairs: Pair[] = (['canvas', 'surface', 'muted'] as const).flatMap((bg): Pair[] => [
  [`border.control on bg.${bg}`, c.border.control, c.bg[bg]],
  [`focus.ring on bg.${bg}`, c.focus.ring, c.bg[bg]],
  [`accent.default on bg.${bg}`, c.accent.default, c.bg[bg]],
]);

describe.each(['light', 'dark'] as const)('%s theme contrast', (scheme) => {
  it.each(textPairs)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg[scheme], bg[scheme])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s is at least 3:1', (_name, fg, bg) => {
    expect(contrast(fg[scheme], bg[scheme])).toBeGreaterThanOrEqual(3);
  });
});
