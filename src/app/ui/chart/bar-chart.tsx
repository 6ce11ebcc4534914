import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { axisTicks, barGeometry, type ChartPoint } from './bar-geometry';

export interface BarChartPoint extends ChartPoint {
  /** Under the axis (a date), for the first, middle and last bars. */
  tick: string;
  /** Shown on hover: the period and its figures. */
  title: string;
}

interface BarChartProps {
  points: readonly BarChartPoint[];
  /** The highest value above the line and zero, as the value axis shows them. */
  formatValue: (value: number) => string;
  /** Says what the bars are; the figure's accessible name. */
  caption: ReactNode;
}

const WIDTH = 600;
const HEIGHT = 220;

const plot = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '2', rowGap: '1' });
const valueAxis = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  textAlign: 'end',
  color: 'fg.muted',
  fontSize: 'xs',
});
const dateAxis = css({ display: 'flex', justifyContent: 'space-between', gap: '2', color: 'fg.muted', fontSize: 'xs' });

/**
 * The one bar chart of the app (admin sales, creator income): per period a bar above the zero line in the accent
 * colour and one below it in the danger colour, in SVG with semantic tokens. Axes are text beside the drawing (the
 * SVG stretches to its box, its own text would too). The drawing is decorative: the caller puts the same numbers
 * in a table, which is what a screen reader reads, and the caption names the figure.
 */
export function BarChart({ points, formatValue, caption }: BarChartProps) {
  const { bars, zeroY, top } = barGeometry(points, WIDTH, HEIGHT);
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className={css({ display: 'grid', gap: '2', m: '0' })}>
      <div aria-hidden="true" className={plot}>
        <div className={valueAxis}>
          <span>{formatValue(top)}</span>
          <span>{formatValue(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={css({ width: '100%', height: '14rem', bg: 'bg.surface', borderRadius: 'card' })}
        >
          {bars.map((bar, i) => (
            <g key={bar.key}>
              <title>{points[i]!.title}</title>
              {bar.aboveHeight > 0 && (
                <rect
                  x={bar.x}
                  y={bar.aboveY}
                  width={bar.width}
                  height={bar.aboveHeight}
                  className={css({ fill: 'accent.default' })}
                />
              )}
              {bar.belowHeight > 0 && (
                <rect
                  x={bar.x}
                  y={zeroY}
                  width={bar.width}
                  height={bar.belowHeight}
                  className={css({ fill: 'danger.default' })}
                />
              )}
            </g>
          ))}
          <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className={css({ stroke: 'border.control' })} strokeWidth={1} />
        </svg>
        <div />
        <div className={dateAxis}>
          {axisTicks(points).map((p) => (
            <span key={p.key}>{p.tick}</span>
          ))}
        </div>
      </div>
      <figcaption id={captionId} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {caption}
      </figcaption>
    </figure>
  );
}
