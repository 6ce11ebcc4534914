import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { BarChart } from './bar-chart';

const days = ['Mar 1', 'Mar 2', 'Mar 3', 'Mar 4', 'Mar 5'];
const points = days.map((day, i) => ({
  key: day,
  above: i === 3 ? 0 : (i + 1) * 100,
  below: i === 3 ? 200 : 0,
  tick: day,
  title: `period ${i + 1}`,
}));

describe('BarChart', () => {
  it('is a figure named by its caption, with a value axis and the first, middle and last dates', () => {
    renderUi(<BarChart points={points} formatValue={(v) => `$${v}`} caption="Net income in March" />);
    const chart = screen.getByRole('figure', { name: 'Net income in March' });
    expect(chart).toHaveTextContent('$500');
    expect(chart).toHaveTextContent('$0');
    for (const day of ['Mar 1', 'Mar 3', 'Mar 5']) expect(chart).toHaveTextContent(day);
    expect(chart).not.toHaveTextContent('Mar 2');
  });

  it('draws a bar above the line per period with something above, and one below for what hangs under it', () => {
    const { container } = renderUi(<BarChart points={points} formatValue={String} caption="c" />);
    const groups = container.querySelectorAll('svg g');
    expect(groups).toHaveLength(5);
    expect(groups[3]!.querySelectorAll('rect')).toHaveLength(1);
    expect(Number(groups[3]!.querySelector('rect')!.getAttribute('y'))).toBeGreaterThan(0);
    expect(container.querySelectorAll('svg rect')).toHaveLength(5);
  });
});
