import type { SeriesPoint } from '@shared/schemas/commerce';

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  period: string;
}

/**
 * Bars for the net income of each period in a `width`×`height` box (y grows downwards). Negative periods
 * (refunds above sales) hang below the zero line, so the axis sits where zero is, not at the bottom.
 */
export function chartBars(points: readonly SeriesPoint[], width: number, height: number) {
  const values = points.map((p) => p.net);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroY = (max / span) * height;
  const slot = points.length > 0 ? width / points.length : width;
  const gap = Math.min(4, slot * 0.2);
  const bars: Bar[] = points.map((p, i) => {
    const h = (Math.abs(p.net) / span) * height;
    return {
      x: i * slot + gap / 2,
      y: p.net >= 0 ? zeroY - h : zeroY,
      width: Math.max(1, slot - gap),
      height: h,
      value: p.net,
      period: p.period,
    };
  });
  return { bars, zeroY, max, min };
}
