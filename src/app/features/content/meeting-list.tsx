import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { Meeting } from '@shared/schemas/content';
import { formatDate } from '@app/platform/format';
import { section, sectionTitle } from './styles';

const sameDay = (a: string, b: string) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * The class's meetings in the viewer's locale and time zone. The online link comes only with
 * access (the server sends null otherwise), so `locked` explains its absence.
 */
export function MeetingList({ meetings, locked }: { meetings: Meeting[]; locked: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (meetings.length === 0) return null;
  const sorted = [...meetings].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return (
    <section aria-labelledby="content-meetings" className={section}>
      <h2 id="content-meetings" className={sectionTitle}>
        <Plural value={meetings.length} one="Meeting" other="Meetings (#)" />
      </h2>
      <ol className={css({ display: 'grid', gap: '3' })}>
        {sorted.map((meeting) => {
          const start = formatDate(meeting.starts_at, 'long', locale);
          const end = formatDate(meeting.ends_at, 'long', locale);
          // Same day: only the end's time (the part after the spec's "date | time" separator).
          const endTime = sameDay(meeting.starts_at, meeting.ends_at) ? (end.split(' | ').pop() ?? end) : end;
          return (
            <li
              key={meeting.id}
              className={css({ display: 'grid', gap: '1', p: '4', borderRadius: 'card', bg: 'bg.muted' })}
            >
              <p className={css({ fontWeight: '600' })}>
                <time dateTime={meeting.starts_at}>{start}</time>
                {' – '}
                <time dateTime={meeting.ends_at}>{endTime}</time>
              </p>
              {meeting.place ? <p>{meeting.place}</p> : null}
              {meeting.link ? (
                <p>
                  <a
                    href={meeting.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={css({ color: 'accent.fg', textDecoration: 'underline' })}
                  >
                    <Trans>Join online</Trans>
                  </a>
                </p>
              ) : locked && !meeting.place ? (
                <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
                  <Trans>The online link appears here once you have booked.</Trans>
                </p>
              ) : null}
              {meeting.capacity ? (
                <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
                  <Plural value={meeting.capacity} one="Up to # person" other="Up to # people" />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
