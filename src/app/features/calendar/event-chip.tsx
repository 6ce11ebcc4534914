import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { CalendarEvent } from '@shared/schemas/search';
import { eventKindLabel, eventKindStyle } from './event-kind';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';

/** An event inside a month cell: the start time and title on one line, opening the class. */
export function EventChip({ event }: { event: CalendarEvent }) {
  const { i18n } = useLingui();
  const format = useCalendarFormat();
  return (
    <Link
      to="/$lang/content/$contentId"
      params={{ lang: i18n.locale as Locale, contentId: event.content_id }}
      data-booked={event.booked}
      aria-label={`${format.time(event.starts_at)} ${event.title}, ${i18n._(eventKindLabel(event))}`}
      title={event.title}
      className={cx(
        eventKindStyle,
        css({
          display: 'flex',
          alignItems: 'center',
          px: '1',
          py: '0.5',
          // At least 24px high: a target a finger can hit (WCAG 2.5.8).
          minHeight: '6',
          textStyle: 'caption',
          textDecoration: 'none',
          _hover: { textDecoration: 'underline' },
        }),
      )}
    >
      {/*
        A phone's cell has room for the start time only (its name says the rest, the day view shows the title):
        the time may break at its space ("午後 / 6:00") rather than be cut.
      */}
      <span className={css({ minWidth: '0', truncate: { sm: true } })}>
        <span
          data-event-time
          className={css({ display: 'inline-block', fontVariantNumeric: 'tabular-nums', fontWeight: '600' })}
        >
          {format.time(event.starts_at)}
        </span>
        <span className={css({ display: { base: 'none', sm: 'inline' } })}> {event.title}</span>
      </span>
    </Link>
  );
}
