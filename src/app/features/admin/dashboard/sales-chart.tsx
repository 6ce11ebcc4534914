import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { MoneySeries } from '@shared/schemas/commerce';
import { formatDate } from '@app/platform/format';

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

/** The first, middle and last periods: enough dates to read the axis without crowding a phone. */
function dateTicks<T>(points: T[]): T[] {
  if (points.length <= 3) return points;
  return [points[0]!, points[Math.floor((points.length - 1) / 2)]!, points[points.length - 1]!];
}

/**
 * Gross sales per period as bars (refunds drawn below the axis), in SVG with semantic colours. The same numbers
 * are in the table beside it, which is what a screen reader reads; the drawing is decorative.
 */
export function SalesChart({ series, format }: { series: MoneySeries; format: (minor: number) => string }) {
  const { t } = useLingui();
  const points = series.points;
  const top = Math.max(1, ...points.map((p) => p.gross));
  const bottom = Math.max(0, ...points.map((p) => p.refunds));
  const scale = HEIGHT / (top + bottom || 1);
  const axis = top * scale;
  const width = Math.max(1, points.length) * 24;
  return (
    <figure className={css({ display: 'grid', gap: '2', m: '0' })}>
      {/* Axes as text beside the drawing (the SVG stretches, its own text would too); the table reads the numbers. */}
      <div aria-hidden="true" className={plot}>
        <div className={valueAxis}>
          <span>{format(Math.max(0, ...points.map((p) => p.gross)))}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className={css({ width: '100%', height: '14rem', bg: 'bg.surface', borderRadius: 'card' })}
        >
          {points.map((p, i) => (
            <g key={p.period}>
              <rect
                x={i * 24 + 4}
                y={axis - p.gross * scale}
                width={16}
                height={Math.max(0, p.gross * scale)}
                className={css({ fill: 'accent.default' })}
              >
                <title>{`${formatDate(p.period, 'date')}: ${format(p.gross)}`}</title>
              </rect>
              {p.refunds > 0 && (
                <rect
                  x={i * 24 + 4}
                  y={axis}
                  width={16}
                  height={p.refunds * scale}
                  className={css({ fill: 'danger.default' })}
                />
              )}
            </g>
          ))}
          <line x1={0} x2={width} y1={axis} y2={axis} className={css({ stroke: 'border.control' })} strokeWidth={1} />
        </svg>
        <div />
        <div className={dateAxis}>
          {dateTicks(points).map((p) => (
            <span key={p.period}>{formatDate(p.period, 'date')}</span>
          ))}
        </div>
      </div>
      <figcaption className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {t`Bars: gross sales per period; below the line: refunds.`}
      </figcaption>
    </figure>
  );
}
