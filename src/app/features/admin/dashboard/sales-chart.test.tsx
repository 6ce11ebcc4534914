import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneySeries } from '@shared/schemas/commerce';
import { formatDate } from '@app/platform/format';
import { renderUi } from '@app/ui/test-utils';
import { SalesChart } from './sales-chart';

const point = (period: string, gross: number) => ({ period, gross, fees: 0, refunds: 0, net: gross, count: 1 });
const series: MoneySeries = {
  currency: 'USD',
  interval: 'day',
  from: '2026-03-01',
  to: '2026-03-03',
  points: [point('2026-03-01T00:00:00Z', 1200), point('2026-03-02T00:00:00Z', 0), point('2026-03-03T00:00:00Z', 4800)],
  totals: { gross: 6000, fees: 0, refunds: 0, net: 6000, count: 2 },
};

describe('SalesChart', () => {
  it('has a value axis (zero and the highest period) and date labels under the bars', () => {
    renderUi(<SalesChart series={series} format={(n) => `$${(n / 100).toFixed(2)}`} />);
    const chart = screen.getByRole('figure');
    expect(chart).toHaveTextContent('$48.00');
    expect(chart).toHaveTextContent('$0.00');
    expect(chart).toHaveTextContent(formatDate('2026-03-01T00:00:00Z', 'date'));
    expect(chart).toHaveTextContent(formatDate('2026-03-03T00:00:00Z', 'date'));
  });
});
