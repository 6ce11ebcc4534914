import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CollaborationStatus, ContentStatus } from '@shared/codes';
import type { StudioListItem } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { DATE_FORMAT } from '@shared/limits';
import { LoadError } from '@app/platform/content-lists/load-error';
import type { Page } from '@app/platform/content-lists/list-types';
import { EntryLink } from '../calendar/entry-link';
import { toEntries } from '../calendar/to-entries';
import {
  collaborationsQueryOptions,
  creatorCalendarQueryOptions,
  studioCountsQueryOptions,
  studioListQueryOptions,
} from '../api';
import { creatorInboxQueryOptions } from '@app/features/feedback';
import { RowActions } from '../row-actions';
import { StudioItemRow } from '../studio-item-row';
import { CreatorAreaLayout } from './creator-area-layout';
import { InvitationReply } from './invitation-reply';

/** How many items each pile shows; its heading counts them all. */
const PILE = 5;
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
      {items.map((item) => (
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

interface PileProps {
  title: string;
  query: UseQueryResult<Page<StudioListItem>>;
  lang: string;
  error: string;
  empty: string;
}

/** One of the dashboard's piles: its first items, counted in full in the heading. */
function Pile({ title, query, lang, error, empty }: PileProps) {
  return (
    <Panel title={title} count={query.data?.meta.total}>
      {query.isError ? (
        <LoadError title={error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.isPending ? (
        <Skeleton height="4rem" />
      ) : (
        <Rows items={query.data.data} empty={empty} lang={lang} />
      )}
    </Panel>
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
  // Each pile asks the server for its own statuses (archived and trashed items are out of the way on purpose),
  // so a draft is listed and counted however long ago it was last touched.
  const pile = (statuses: ContentStatus[]) => studioListQueryOptions({ view: 'all', statuses, page: 1 }, PILE);
  const drafts = useQuery(pile([ContentStatus.draft]));
  const videos = useQuery(pile([ContentStatus.processing, ContentStatus.transcodingFailed]));
  const onReview = useQuery(pile([ContentStatus.onReview]));
  const counts = useQuery(studioCountsQueryOptions());
  const invitations = useQuery(collaborationsQueryOptions(CollaborationStatus.pending, 1));
  // The inbox lists unanswered requests first: its first page holds the ones waiting.
  const feedback = useQuery(creatorInboxQueryOptions(1));
  const waiting = feedback.data?.data.filter((s) => s.answered_at === null) ?? [];
  // The moment the dashboard opened: meetings that ended before it are past.
  const [now] = useState(() => Date.now());
  const today = dayjs(now).startOf('day');
  const calendar = useQuery(
    creatorCalendarQueryOptions({
      from: today.format(DATE_FORMAT),
      to: today.add(UPCOMING_DAYS - 1, 'day').format(DATE_FORMAT),
    }),
  );
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
          title={t`Feedback requests`}
          count={feedback.data ? waiting.length : undefined}
          more={
            <Link to="/$lang/creator/feedback" params={{ lang }} className={link}>
              <Trans>All feedback requests</Trans>
            </Link>
          }
        >
          {feedback.isError ? (
            <LoadError title={t`Feedback requests could not be loaded`} onRetry={() => void feedback.refetch()} />
          ) : feedback.isPending ? (
            <Skeleton height="4rem" />
          ) : waiting.length === 0 ? (
            <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{t`No feedback requests waiting.`}</p>
          ) : (
            <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
              {waiting.slice(0, 3).map((s) => {
                const fanName = s.fan.name;
                const title = s.content.title;
                return (
                  <li key={s.id}>
                    <Link
                      to="/$lang/creator/feedback/$submissionId"
                      params={{ lang, submissionId: s.id }}
                      className={css({ color: 'accent.fg', textDecoration: 'underline' })}
                    >
                      {t`${fanName} on “${title}”`}
                    </Link>
                  </li>
                );
              })}
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
        <Pile
          title={t`Drafts`}
          query={drafts}
          lang={lang}
          error={t`Drafts could not be loaded`}
          empty={t`No drafts. Start something new!`}
        />
        <Pile
          title={t`Videos processing or failed`}
          query={videos}
          lang={lang}
          error={t`Videos could not be loaded`}
          empty={t`Every video is ready.`}
        />
        <Pile
          title={t`On review`}
          query={onReview}
          lang={lang}
          error={t`Items on review could not be loaded`}
          empty={t`Nothing is waiting for review.`}
        />
      </div>
    </CreatorAreaLayout>
  );
}
