/** One period of a bar chart: what rises above the zero line and what hangs below it (both ≥ 0). */
export interface ChartPoint {
  key: string;
  above: number;
  below: number;
}

export interface Bar {
  key: string;
  x: number;
  width: number;
  /** The bar above the line: top edge and height (0 when the period has nothing above). */
  aboveY: number;
  aboveHeight: number;
  /** The bar below the line, from the line down. */
  belowHeight: number;
}

/**
 * Bars in a `width`×`height` box (y grows downwards). The zero line sits where zero is — at the bottom when
 * nothing hangs below it — so a period with refunds above its sales, or a refund-only day, reads at a glance.
 */
export function barGeometry(points: readonly ChartPoint[], width: number, height: number) {
  const top = Math.max(0, ...points.map((p) => p.above));
  const bottom = Math.max(0, ...points.map((p) => p.below));
  const span = top + bottom || 1;
  const zeroY = (top / span) * height;
  const slot = points.length > 0 ? width / points.length : width;
  const gap = Math.min(4, slot * 0.2);
  const bars: Bar[] = points.map((p, i) => {
    const aboveHeight = (Math.max(0, p.above) / span) * height;
    return {
      key: p.key,
      x: i * slot + gap / 2,
      width: Math.max(1, slot - gap),
      aboveY: zeroY - aboveHeight,
      aboveHeight,
      belowHeight: (Math.max(0, p.below) / span) * height,
    };
  });
  return { bars, zeroY, top, bottom };
}

/** The first, middle and last points: enough dates to read the axis without crowding a phone. */
export function axisTicks<T>(points: readonly T[]): T[] {
  if (points.length <= 3) return [...points];
  return [points[0]!, points[Math.floor((points.length - 1) / 2)]!, points[points.length - 1]!];
}
