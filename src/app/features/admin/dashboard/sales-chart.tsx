import { useLingui } from '@lingui/react/macro';
import type { MoneySeries } from '@shared/schemas/commerce';
import { formatDate } from '@app/platform/format';
import { BarChart } from '@app/ui/chart/bar-chart';

/** Gross sales per period as bars, refunds below the line; the table beside it holds the same numbers. */
export function SalesChart({ series, format }: { series: MoneySeries; format: (minor: number) => string }) {
  const { t } = useLingui();
  const points = series.points.map((p) => {
    const date = formatDate(p.period, 'date');
    return { key: p.period, above: p.gross, below: p.refunds, tick: date, title: `${date}: ${format(p.gross)}` };
  });
  return (
    <BarChart
      points={points}
      formatValue={format}
      caption={t`Bars: gross sales per period; below the line: refunds.`}
    />
  );
}
