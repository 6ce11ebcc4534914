import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { css, cva } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import type { CreatorCalendarEntry } from './calendar-entries';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';

const entryStyle = cva({
  base: {
    display: 'grid',
    gap: '0.5',
    px: '2',
    py: '1',
    borderWidth: '1px',
    borderRadius: 'control',
    textDecoration: 'none',
    color: 'fg.default',
    minWidth: '0',
    _hover: { bg: 'bg.muted' },
  },
  variants: {
    kind: {
      meeting: { borderColor: 'accent.fg', bg: 'accent.subtle' },
      booking: { borderColor: 'border.control', borderStyle: 'dashed', bg: 'bg.surface' },
    },
    compact: { true: { px: '1', py: '0.5', textStyle: 'caption' }, false: { textStyle: 'body.sm' } },
  },
});

const clip = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** A meeting or booking as a link to its item; the kind is said in words, not only by the outline. */
export function EntryLink({
  entry,
  compact = false,
  showDate = false,
}: {
  entry: CreatorCalendarEntry;
  compact?: boolean;
  /** Lists spanning several days (the dashboard) name the day too. */
  showDate?: boolean;
}) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const format = useCalendarFormat();
  const kind = entry.kind === 'meeting' ? t`Meeting` : t`Booking`;
  const hours = `${format.time(entry.startsAt)}–${format.time(entry.endsAt)}`;
  const time = showDate ? `${format.shortDay(dayjs(entry.startsAt))} ${hours}` : hours;
  return (
    <Link
      to="/$lang/creator/content/$contentId"
      params={{ lang, contentId: entry.contentId }}
      className={entryStyle({ kind: entry.kind, compact })}
      aria-label={`${kind}: ${entry.title}, ${time}${entry.detail ? `, ${entry.detail}` : ''}`}
    >
      {compact ? (
        <span className={clip}>
          {format.time(entry.startsAt)} {entry.title}
        </span>
      ) : (
        <>
          <span className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{entry.title}</span>
          <span className={css({ color: 'fg.muted' })}>
            {time} · {kind} · {i18n._(contentTypeLabels[entry.type])}
          </span>
          {entry.detail ? <span className={css({ color: 'fg.muted' })}>{entry.detail}</span> : null}
        </>
      )}
    </Link>
  );
}
