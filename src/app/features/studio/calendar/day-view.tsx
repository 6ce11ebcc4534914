import { Trans } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { css } from 'styled-system/css';
import { dayKey } from '@app/features/calendar';
import type { CreatorCalendarEntry } from './calendar-entries';
import { EntryLink } from './entry-link';

/** One day's meetings and bookings in time order. */
export function DayView({ date, byDay }: { date: Dayjs; byDay: Map<string, CreatorCalendarEntry[]> }) {
  const entries = byDay.get(dayKey(date)) ?? [];
  if (entries.length === 0) {
    return (
      <p className={css({ color: 'fg.muted', py: '6' })}>
        <Trans>Nothing planned on this day.</Trans>
      </p>
    );
  }
  return (
    <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', maxWidth: '40rem' })}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <EntryLink entry={entry} />
        </li>
      ))}
    </ul>
  );
}
