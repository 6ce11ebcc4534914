import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { MonthGrid } from './month-grid';

const date = dayjs('2026-03-15');
const byDay = new Map([['2026-03-10', ['Yoga', 'Piano', 'Ink drawing']]]);

function renderGrid(onDateChange?: (day: dayjs.Dayjs) => void) {
  return renderUi(
    <>
      <h2 id="title">March 2026</h2>
      <MonthGrid
        date={date}
        byDay={byDay}
        labelledBy="title"
        entryKey={(title) => title}
        renderEntry={(title) => <a href={`#${title}`}>{title}</a>}
        renderDay={(day, { dateKey, className }) => (
          <a href={`#${dateKey}`} data-day={dateKey} className={className}>
            {day.date()}
          </a>
        )}
        onDateChange={onDateChange}
      />
    </>,
  );
}

describe('MonthGrid', () => {
  it('is a table named by the period title, a column per weekday, two entries a day and the rest counted', () => {
    renderGrid();
    const table = screen.getByRole('table', { name: 'March 2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    const cell = screen.getByRole('link', { name: '10' }).closest('td')!;
    expect(
      within(cell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yoga', 'Piano', '+1 more']);
  });

  it('leaves the keys alone without onDateChange, and moves the day with it', () => {
    renderGrid();
    expect(fireEvent.keyDown(screen.getByRole('link', { name: '15' }), { key: 'ArrowRight' })).toBe(true);
    const onDateChange = vi.fn();
    renderGrid(onDateChange);
    fireEvent.keyDown(screen.getAllByRole('link', { name: '15' })[1]!, { key: 'ArrowRight' });
    expect(onDateChange).toHaveBeenCalledTimes(1);
    expect(onDateChange.mock.calls[0]![0].format('YYYY-MM-DD')).toBe('2026-03-16');
  });
});
