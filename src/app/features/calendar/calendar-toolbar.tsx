import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Dayjs } from 'dayjs';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { SegmentedControl } from '@app/ui/segmented-control';
import { dayKey, shiftDate, visibleDays, type CalendarView } from '@app/ui/calendar/calendar-range';
import { useCalendarFormat } from '@app/ui/calendar/use-calendar-format';

interface CalendarToolbarProps {
  view: CalendarView;
  date: Dayjs;
  titleId: string;
}

/** The period shown (the table's name), previous / today / next, and the month / week / day switch. */
export function CalendarToolbar({ view, date, titleId }: CalendarToolbarProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const navigate = useNavigate();
  const format = useCalendarFormat();
  const { start, end } = visibleDays(view, date);
  const title =
    view === 'month' ? format.month(date) : view === 'week' ? format.dayRange(start, end) : format.fullDay(date);
  const to = (step: 1 | -1) => ({ lang, date: dayKey(shiftDate(view, date, step)) });
  const previous = { month: t`Previous month`, week: t`Previous week`, day: t`Previous day` }[view];
  const next = { month: t`Next month`, week: t`Next week`, day: t`Next day` }[view];
  const icon = buttonStyles({ variant: 'outline', size: 'sm' });

  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <Link to="/$lang/calendar/$date" params={to(-1)} search={{ view }} aria-label={previous} className={icon}>
          <ChevronLeftIcon size={18} />
        </Link>
        <Link to="/$lang/calendar" params={{ lang }} search={{ view }} className={icon}>
          <Trans>Today</Trans>
        </Link>
        <Link to="/$lang/calendar/$date" params={to(1)} search={{ view }} aria-label={next} className={icon}>
          <ChevronRightIcon size={18} />
        </Link>
        <h2 id={titleId} aria-live="polite" className={css({ textStyle: 'heading.md', ml: '1' })}>
          {title}
        </h2>
      </div>
      <SegmentedControl<CalendarView>
        label={t`Calendar view`}
        value={view}
        onValueChange={(next) =>
          void navigate({ to: '.', search: (prev) => ({ ...prev, view: next === 'month' ? undefined : next }) })
        }
        items={[
          { value: 'month', label: t`Month` },
          { value: 'week', label: t`Week` },
          { value: 'day', label: t`Day` },
        ]}
      />
    </div>
  );
}
