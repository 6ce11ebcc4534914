import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContentType } from '@shared/codes';
import { renderUi } from '@app/ui/test-utils';
import { entriesByDay, type CreatorCalendarEntry } from './calendar-entries';
import { MonthView } from './creator-calendar-views';

// The entries link to the editor; a plain anchor is enough outside a router.
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    children,
    className,
    'aria-label': label,
  }: {
    children: ReactNode;
    className?: string;
    'aria-label'?: string;
  }) => (
    <a href="#entry" className={className} aria-label={label}>
      {children}
    </a>
  ),
}));

const entry = (
  day: number,
  hour: number,
  title: string,
  kind: 'meeting' | 'booking' = 'meeting',
): CreatorCalendarEntry => ({
  key: `${kind}-${day}-${hour}`,
  contentId: 3,
  title,
  type: ContentType.publicClass,
  startsAt: new Date(2026, 2, day, hour).toISOString(),
  endsAt: new Date(2026, 2, day, hour + 1).toISOString(),
  kind,
  detail: kind === 'booking' ? 'Mika' : '4 booked',
});

function renderMonth(onDateChange = vi.fn(), onOpenDay = vi.fn()) {
  const byDay = entriesByDay([
    entry(11, 18, 'Waacking basics'),
    entry(11, 20, 'Waacking basics', 'booking'),
    entry(11, 9, 'Morning class'),
    entry(20, 19, 'Locking'),
  ]);
  renderUi(
    <>
      <h2 id="title">March 2026</h2>
      <MonthView
        date={dayjs('2026-03-11')}
        byDay={byDay}
        labelledBy="title"
        onDateChange={onDateChange}
        onOpenDay={onOpenDay}
      />
    </>,
  );
  return { onDateChange, onOpenDay };
}

describe('MonthView', () => {
  it('draws whole weeks named by the period title, with only the selected day in the tab order', () => {
    renderMonth();
    expect(screen.getByRole('table', { name: 'March 2026' })).toBeTruthy();
    const days = screen.getAllByRole('button');
    expect(days.length % 7).toBe(0);
    expect(days.filter((day) => day.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /March 11, 2026, 3 planned/ }).tabIndex).toBe(0);
  });

  it('lists two entries per day in time order and counts the rest', () => {
    renderMonth();
    const cell = screen.getByRole('button', { name: /March 11, 2026/ }).closest('td')!;
    const links = cell.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('aria-label')).toMatch(/^Meeting: Morning class/);
    expect(links[1]?.getAttribute('aria-label')).toMatch(/^Meeting: Waacking basics/);
    expect(cell.textContent).toContain('+1 more');
  });

  it('moves the selected day with the arrow keys and paging keys', () => {
    const { onDateChange } = renderMonth();
    const selected = screen.getByRole('button', { name: /March 11, 2026/ });
    fireEvent.keyDown(selected, { key: 'ArrowDown' });
    fireEvent.keyDown(selected, { key: 'ArrowLeft' });
    fireEvent.keyDown(selected, { key: 'PageDown' });
    expect(onDateChange.mock.calls.map(([day]) => (day as dayjs.Dayjs).format('YYYY-MM-DD'))).toEqual([
      '2026-03-18',
      '2026-03-10',
      '2026-04-11',
    ]);
  });

  it('opens a day on click or Enter (a native button)', () => {
    const { onOpenDay } = renderMonth();
    fireEvent.click(screen.getByRole('button', { name: /March 20, 2026, 1 planned/ }));
    expect((onOpenDay.mock.calls[0]?.[0] as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-03-20');
  });
});
