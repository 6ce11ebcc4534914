import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { MoneySeries } from '@shared/schemas/commerce';
import { formatDate, formatPrice } from '@app/platform/format';
import { BarChart } from '@app/ui/chart/bar-chart';

/**
 * Net income per period as bars (a period whose refunds outweigh its sales hangs below the line), summarized in
 * the caption, with the same numbers as a table one click away.
 */
export function IncomeChart({ series }: { series: MoneySeries }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const money = (amount: number) => formatPrice({ amount, currency: series.currency }, locale);
  const label = (period: string) => formatDate(period, series.interval === 'month' ? 'yearMonth' : 'monthDay', locale);
  const total = money(series.totals.net);
  const from = formatDate(series.from, 'date', locale);
  const to = formatDate(series.to, 'date', locale);
  const points = series.points.map((p) => ({
    key: p.period,
    above: Math.max(0, p.net),
    below: Math.max(0, -p.net),
    tick: label(p.period),
    title: `${label(p.period)}: ${money(p.net)}`,
  }));
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <BarChart
        points={points}
        formatValue={money}
        caption={
          <Trans>
            Net income from {from} to {to}: {total}
          </Trans>
        }
      />
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
    </div>
  );
}
