import { describe, expect, it } from 'vitest';
import { axisTicks, barGeometry } from './bar-geometry';

const point = (above: number, below = 0, i = 0) => ({ key: `p${i}`, above, below });

describe('barGeometry', () => {
  it('scales bars to the full height from a zero line at the bottom', () => {
    const { bars, zeroY } = barGeometry(
      [100, 50, 0].map((v, i) => point(v, 0, i)),
      300,
      100,
    );
    expect(zeroY).toBe(100);
    expect(bars.map((b) => [b.aboveY, b.aboveHeight])).toEqual([
      [0, 100],
      [50, 50],
      [100, 0],
    ]);
    expect(bars[1]!.x).toBeCloseTo(102);
    expect(bars[0]!.width).toBeCloseTo(96);
  });

  it('hangs what is below (refunds, a negative net) under a raised zero line', () => {
    const { bars, zeroY } = barGeometry([point(300, 0, 0), point(0, 100, 1)], 200, 100);
    expect(zeroY).toBe(75);
    expect(bars[1]).toMatchObject({ aboveHeight: 0, belowHeight: 25 });
  });

  it('draws nothing for an empty series without dividing by zero', () => {
    expect(barGeometry([], 100, 100).bars).toEqual([]);
    expect(barGeometry([point(0)], 100, 100).bars[0]!.aboveHeight).toBe(0);
  });
});

describe('axisTicks', () => {
  it('keeps the first, middle and last of a long series, and all of a short one', () => {
    expect(axisTicks([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 4, 7]);
    expect(axisTicks([1, 2])).toEqual([1, 2]);
  });
});
