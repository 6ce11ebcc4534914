import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { MoneySeries } from '@shared/schemas/commerce';
import { formatDate, formatPrice } from '@app/platform/format';
import { chartBars } from './chart-geometry';

const WIDTH = 600;
const HEIGHT = 200;

/**
 * Net income per period as an SVG bar chart (built here: a chart library would cost more bundle than this
 * whole page), summarized for screen readers, with the same numbers as a table one click away.
 */
export function IncomeChart({ series }: { series: MoneySeries }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const id = useId();
  const money = (amount: number) => formatPrice({ amount, currency: series.currency }, locale);
  const label = (period: string) => formatDate(period, series.interval === 'month' ? 'yearMonth' : 'monthDay', locale);
  const { bars, zeroY } = chartBars(series.points, WIDTH, HEIGHT);
  const total = money(series.totals.net);
  const from = formatDate(series.from, 'date', locale);
  const to = formatDate(series.to, 'date', locale);
  const every = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <figure className={css({ display: 'grid', gap: '3', m: '0' })}>
      <figcaption id={`${id}-caption`} className={css({ color: 'fg.muted' })}>
        <Trans>
          Net income from {from} to {to}: {total}
        </Trans>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        className={css({ width: 'full', height: 'auto', overflow: 'visible' })}
      >
        {bars.map((bar, i) => (
          <g key={bar.period}>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, bar.value === 0 ? 0 : 1)}
              rx={2}
              className={css({ fill: bar.value < 0 ? 'danger.default' : 'accent.default' })}
            >
              <title>{`${label(bar.period)}: ${money(bar.value)}`}</title>
            </rect>
            {i % every === 0 ? (
              <text
                x={bar.x + bar.width / 2}
                y={HEIGHT + 18}
                textAnchor="middle"
                // In viewBox units: a phone draws the 600-wide chart at about half size, so its labels are doubled.
                className={css({ fill: 'fg.muted', fontSize: { base: '24px', sm: '12px' } })}
              >
                {label(bar.period)}
              </text>
            ) : null}
          </g>
        ))}
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} className={css({ stroke: 'border.control', strokeWidth: '1' })} />
      </svg>
      <details>
        <summary className={css({ cursor: 'pointer', color: 'accent.fg' })}>
          <Trans>Show the numbers as a table</Trans>
        </summary>
        <div className={css({ overflowX: 'auto', mt: '2' })}>
          <table
            className={css({
              width: 'full',
              borderCollapse: 'collapse',
              '& th, & td': { p: '2', textAlign: 'end', borderBottomWidth: '1px', borderColor: 'border.default' },
              '& th:first-child, & td:first-child': { textAlign: 'start' },
            })}
          >
            <caption className={css({ srOnly: true })}>{t`Income by period`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Period`}</th>
                <th scope="col">{t`Sales`}</th>
                <th scope="col">{t`Fees`}</th>
                <th scope="col">{t`Refunds`}</th>
                <th scope="col">{t`Net`}</th>
              </tr>
            </thead>
            <tbody>
              {series.points.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{formatDate(p.period, 'date', locale)}</th>
                  <td>{money(p.gross)}</td>
                  <td>{money(p.fees)}</td>
                  <td>{money(p.refunds)}</td>
                  <td>{money(p.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
