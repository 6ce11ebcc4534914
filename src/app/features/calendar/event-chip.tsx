import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { CalendarEvent } from '@shared/schemas/search';
import { eventKindLabel, eventKindStyle } from './event-kind';
import { useCalendarFormat } from './use-calendar-format';

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
      {/* A phone's cell is too narrow for words: the chip is a coloured bar; its name says it all. */}
      <span className={css({ display: { base: 'none', sm: 'block' }, minWidth: '0', truncate: true })}>
        <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: '600' })}>
          {format.time(event.starts_at)}
        </span>{' '}
        {event.title}
      </span>
    </Link>
  );
}
