import { describe, expect, it } from 'vitest';
import { chartBars } from './chart-geometry';

const point = (net: number, i: number) => ({
  period: `2026-01-0${i + 1}T00:00:00.000Z`,
  gross: Math.max(net, 0),
  fees: 0,
  refunds: 0,
  net,
  count: 1,
});

describe('chartBars', () => {
  it('scales positive bars to the full height from a zero line at the bottom', () => {
    const { bars, zeroY } = chartBars([100, 50, 0].map(point), 300, 100);
    expect(zeroY).toBe(100);
    expect(bars.map((b) => [b.y, b.height])).toEqual([
      [0, 100],
      [50, 50],
      [100, 0],
    ]);
    expect(bars[1]!.x).toBeCloseTo(102);
    expect(bars[0]!.width).toBeCloseTo(96);
  });

  it('hangs negative periods below a raised zero line', () => {
    const { bars, zeroY } = chartBars([300, -100].map(point), 200, 100);
    expect(zeroY).toBe(75);
    expect(bars[1]).toMatchObject({ y: 75, height: 25, value: -100 });
  });

  it('draws nothing for an empty series without dividing by zero', () => {
    expect(chartBars([], 100, 100).bars).toEqual([]);
    expect(chartBars([point(0, 0)], 100, 100).bars[0]!.height).toBe(0);
  });
});
