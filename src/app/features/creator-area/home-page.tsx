import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CollaborationStatus } from '@shared/codes';
import type { StudioListItem } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { DATE_FORMAT } from '@shared/limits';
import { LoadError } from '../content-lists/load-error';
import { EntryLink } from '../creator-calendar/entry-link';
import { toEntries } from '../creator-calendar/to-entries';
import {
  collaborationsQueryOptions,
  creatorCalendarQueryOptions,
  studioCountsQueryOptions,
  studioListQueryOptions,
} from '../studio/api';
import { RowActions } from '../studio/row-actions';
import { StudioItemRow } from '../studio/studio-item-row';
import { CreatorAreaLayout } from './creator-area-layout';
import { dashboardGroups } from './dashboard-groups';
import { InvitationReply } from './invitation-reply';

/** How many recently updated items the dashboard sorts into its piles. */
const RECENT = 100;
const UPCOMING_DAYS = 14;

interface PanelProps {
  title: string;
  count?: number;
  children: ReactNode;
  more?: ReactNode;
}

function Panel({ title, count, children, more }: PanelProps) {
  return (
    <Card as="section">
      <div className={css({ display: 'grid', gap: '3' })}>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          <h2 className={css({ textStyle: 'heading.sm' })}>
            {title}
            {count !== undefined ? <span className={css({ color: 'fg.muted' })}> ({count})</span> : null}
          </h2>
          {more}
        </div>
        {children}
      </div>
    </Card>
  );
}

function Rows({ items, empty, lang }: { items: StudioListItem[]; empty: string; lang: string }) {
  if (items.length === 0) return <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{empty}</p>;
  return (
    <ul className={css({ listStyle: 'none' })}>
      {items.slice(0, 5).map((item) => (
        <li key={item.id}>
          <StudioItemRow
            item={item}
            own
            actions={<RowActions item={item} editHref={`/${lang}/creator/content/${item.id}`} />}
          />
        </li>
      ))}
    </ul>
  );
}

function CountsLine({ all, archived, trashed }: { all: number; archived: number; trashed: number }) {
  return (
    <p className={css({ color: 'fg.muted' })}>
      <Trans>
        {all} items · {archived} archived · {trashed} in the trash
      </Trans>
    </p>
  );
}

/** `/creator/home`: what needs the creator now — drafts, reviews, videos, meetings, invitations. */
export function CreatorHomePage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const recent = useQuery(studioListQueryOptions({ view: 'all', page: 1 }, RECENT));
  const counts = useQuery(studioCountsQueryOptions());
  const invitations = useQuery(collaborationsQueryOptions(CollaborationStatus.pending, 1));
  // The moment the dashboard opened: meetings that ended before it are past.
  const [now] = useState(() => Date.now());
  const today = dayjs(now).startOf('day');
  const calendar = useQuery(
    creatorCalendarQueryOptions({
      from: today.format(DATE_FORMAT),
      to: today.add(UPCOMING_DAYS - 1, 'day').format(DATE_FORMAT),
    }),
  );
  const groups = dashboardGroups(recent.data?.data ?? []);
  const upcoming = calendar.data
    ? toEntries({ ...calendar.data, bookings: [] }, { booked: (count) => t`${count} booked` })
        .filter((entry) => Date.parse(entry.endsAt) >= now)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    : [];
  const link = buttonStyles({ variant: 'ghost', size: 'sm' });

  return (
    <CreatorAreaLayout title={t`Dashboard`}>
      {counts.data ? <CountsLine {...counts.data} /> : null}
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        })}
      >
        <Panel
          title={t`Invitations`}
          count={invitations.data?.meta.total}
          more={
            <Link to="/$lang/creator/collaboration" params={{ lang }} className={link}>
              <Trans>All collaborations</Trans>
            </Link>
          }
        >
          {invitations.isError ? (
            <LoadError title={t`Invitations could not be loaded`} onRetry={() => void invitations.refetch()} />
          ) : invitations.isPending ? (
            <Skeleton height="4rem" />
          ) : invitations.data.data.length === 0 ? (
            <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{t`No invitations waiting.`}</p>
          ) : (
            <ul className={css({ listStyle: 'none' })}>
              {invitations.data.data.slice(0, 3).map((item) => (
                <li key={item.id}>
                  <StudioItemRow item={item} own={false} actions={<InvitationReply item={item} />} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel
          title={t`Upcoming meetings`}
          count={calendar.data ? upcoming.length : undefined}
          more={
            <Link to="/$lang/creator/calendar" params={{ lang }} className={link}>
              <Trans>Calendar</Trans>
            </Link>
          }
        >
          {calendar.isError ? (
            <LoadError title={t`Meetings could not be loaded`} onRetry={() => void calendar.refetch()} />
          ) : calendar.isPending ? (
            <Skeleton height="4rem" />
          ) : upcoming.length === 0 ? (
            <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{t`No meetings in the next two weeks.`}</p>
          ) : (
            <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
              {upcoming.slice(0, 5).map((entry) => (
                <li key={entry.key}>
                  <EntryLink entry={entry} showDate />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {recent.isError ? (
          <LoadError
            title={t`Your content could not be loaded`}
            onRetry={() => void recent.refetch()}
            retrying={recent.isRefetching}
          />
        ) : recent.isPending ? (
          <Skeleton height="12rem" />
        ) : (
          <>
            <Panel title={t`Drafts`} count={groups.drafts.length}>
              <Rows items={groups.drafts} empty={t`No drafts. Start something new!`} lang={lang} />
            </Panel>
            <Panel title={t`Videos processing or failed`} count={groups.videos.length}>
              <Rows items={groups.videos} empty={t`Every video is ready.`} lang={lang} />
            </Panel>
            <Panel title={t`On review`} count={groups.onReview.length}>
              <Rows items={groups.onReview} empty={t`Nothing is waiting for review.`} lang={lang} />
            </Panel>
          </>
        )}
      </div>
    </CreatorAreaLayout>
  );
}
