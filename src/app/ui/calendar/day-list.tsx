import { Trans } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { dayKey } from './calendar-range';

interface DayListProps<Entry> {
  date: Dayjs;
  byDay: Map<string, Entry[]>;
  entryKey: (entry: Entry) => string | number;
  renderEntry: (entry: Entry) => ReactNode;
}

/** One day's entries in time order, or a line saying the day is free. */
export function DayList<Entry>({ date, byDay, entryKey, renderEntry }: DayListProps<Entry>) {
  const entries = byDay.get(dayKey(date)) ?? [];
  if (entries.length === 0) {
    return (
      <p className={css({ color: 'fg.muted', py: '6' })}>
        <Trans>Nothing planned on this day.</Trans>
      </p>
    );
  }
  return (
    <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', maxWidth: '40rem' })}>
      {entries.map((entry) => (
        <li key={entryKey(entry)}>{renderEntry(entry)}</li>
      ))}
    </ul>
  );
}
