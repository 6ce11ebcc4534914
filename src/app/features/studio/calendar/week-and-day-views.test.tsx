import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContentType } from '@shared/codes';
import type { CalendarMeeting, CreatorCalendar } from '@shared/schemas/content-editor';
import { renderUi } from '@app/ui/test-utils';
import { entriesByDay } from './calendar-entries';
import { toEntries } from './to-entries';
import { DayView, WeekView } from './creator-calendar-views';

// The entries link to the editor; a plain anchor is enough outside a router.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, 'aria-label': label }: { children: ReactNode; 'aria-label'?: string }) => (
    <a href="#entry" aria-label={label}>
      {children}
    </a>
  ),
}));

const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();

const meeting = (id: number, contentId: number, title: string, day: number, hour: number): CalendarMeeting => ({
  meeting_id: id,
  content_id: contentId,
  content_type: ContentType.multiMeetingPublicClass,
  title,
  starts_at: at(day, hour),
  ends_at: at(day, hour + 1),
  place: 'Studio',
  link: null,
  capacity: null,
  role: 'owner',
  bookings_count: 1,
});

/** A two-meeting series booked by one fan, and a single class on another day nobody booked. */
const calendar: CreatorCalendar = {
  from: '2026-03-08',
  to: '2026-03-14',
  meetings: [
    meeting(1, 10, 'Salsa series', 10, 18),
    meeting(2, 10, 'Salsa series', 12, 18),
    { ...meeting(3, 11, 'Morning stretch', 12, 8), bookings_count: 0 },
  ],
  bookings: [
    {
      content_id: 10,
      title: 'Salsa series',
      fan: { id: 5, login: 'mika', name: 'Mika', avatar: null, role: null, is_blocked: false },
      booked_at: at(1, 9),
      meeting_ids: [1, 2],
    },
  ],
};

const entries = () => toEntries(calendar, { booked: (count) => `${count} booked` });

describe('toEntries', () => {
  it('lists each meeting once and each booking on every meeting it attends', () => {
    const list = entries();
    expect(list.filter((e) => e.kind === 'meeting').map((e) => [e.title, e.detail])).toEqual([
      ['Salsa series', '1 booked'],
      ['Salsa series', '1 booked'],
      ['Morning stretch', '0 booked'],
    ]);
    expect(list.filter((e) => e.kind === 'booking').map((e) => [e.key, e.startsAt, e.detail])).toEqual([
      ['booking-5-1', at(10, 18), 'Mika'],
      ['booking-5-2', at(12, 18), 'Mika'],
    ]);
  });

  it('skips a booking of a meeting outside the range', () => {
    const outside = { ...calendar, bookings: [{ ...calendar.bookings[0]!, meeting_ids: [99] }] };
    expect(toEntries(outside, { booked: String }).filter((e) => e.kind === 'booking')).toEqual([]);
  });
});

describe('WeekView', () => {
  it('shows the seven days of the week, each with its entries in time order, and opens a day', () => {
    const onOpenDay = vi.fn();
    renderUi(<WeekView date={dayjs('2026-03-12')} byDay={entriesByDay(entries())} onOpenDay={onOpenDay} />);
    const days = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(days).toHaveLength(7);
    const thursday = days.find((day) => within(day).queryByRole('button', { name: /12/ }))!;
    expect(
      within(thursday)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      expect.stringMatching(/^Meeting: Morning stretch/),
      expect.stringMatching(/^Meeting: Salsa series/),
      expect.stringMatching(/^Booking: Salsa series, .*Mika$/),
    ]);
    expect(days.filter((day) => day.textContent?.includes('Nothing planned'))).toHaveLength(5);
    fireEvent.click(within(thursday).getByRole('button'));
    expect((onOpenDay.mock.calls[0]?.[0] as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-03-12');
  });
});

describe('DayView', () => {
  it('lists one day’s meetings and bookings, or says nothing is planned', () => {
    const byDay = entriesByDay(entries());
    const { unmount } = renderUi(<DayView date={dayjs('2026-03-10')} byDay={byDay} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Meeting: Salsa series, .*1 booked$/),
      expect.stringMatching(/^Booking: Salsa series, .*Mika$/),
    ]);
    unmount();
    renderUi(<DayView date={dayjs('2026-03-11')} byDay={byDay} />);
    expect(screen.getByText('Nothing planned on this day.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
