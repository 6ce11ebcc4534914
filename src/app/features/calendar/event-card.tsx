import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { CalendarEvent } from '@shared/schemas/search';
import { Avatar } from '@app/ui/avatar';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { eventKindLabel, eventKindStyle } from './event-kind';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';

/** An event in the week and day views: time, title (the link), kind, creator and, once booked, the place. */
export function EventCard({
  event,
  headingLevel: Heading = 'h4',
}: {
  event: CalendarEvent;
  headingLevel?: 'h3' | 'h4';
}) {
  const { i18n } = useLingui();
  const format = useCalendarFormat();
  return (
    <article
      data-booked={event.booked}
      className={cx(eventKindStyle, css({ display: 'grid', gap: '1', p: '3', position: 'relative' }))}
    >
      <p className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', textStyle: 'body.sm' })}>
        <time dateTime={event.starts_at} className={css({ fontWeight: '600', fontVariantNumeric: 'tabular-nums' })}>
          {format.time(event.starts_at)}–{format.time(event.ends_at)}
        </time>
        <span className={css({ fontWeight: '600', textTransform: 'uppercase', textStyle: 'caption' })}>
          {i18n._(eventKindLabel(event))}
        </span>
      </p>
      <Heading className={css({ textStyle: 'heading.sm', overflowWrap: 'anywhere' })}>
        <Link
          to="/$lang/content/$contentId"
          params={{ lang: i18n.locale as Locale, contentId: event.content_id }}
          className={css({
            color: 'inherit',
            _after: { content: '""', position: 'absolute', inset: '0' },
            _hover: { textDecoration: 'underline' },
          })}
        >
          {event.title}
        </Link>
      </Heading>
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'body.sm' })}>
        <Avatar name={event.owner.name} src={event.owner.avatar?.resize_url} size="xs" decorative />
        <span className={css({ truncate: true })}>{event.owner.name}</span>
        <span aria-hidden="true">·</span>
        <span>{i18n._(contentTypeLabels[event.type])}</span>
      </p>
      {event.place ? <p className={css({ textStyle: 'body.sm', overflowWrap: 'anywhere' })}>{event.place}</p> : null}
    </article>
  );
}
