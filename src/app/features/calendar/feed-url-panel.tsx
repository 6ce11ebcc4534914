import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { feedUrlQueryOptions } from './api';
import { FeedUrlCopy } from './feed-url-copy';
import { RotateFeedUrlDialog } from './rotate-feed-url-dialog';

/**
 * The private iCalendar subscription. Its URL is a secret the server shows only when it is made, so
 * the panel shows it then (with a copy button) and otherwise offers a new one.
 */
export function FeedUrlPanel() {
  const feed = useQuery(feedUrlQueryOptions());
  const [confirming, setConfirming] = useState(false);

  return (
    <Card as="section">
      <div className={css({ display: 'grid', gap: '3' })}>
        <h2 className={css({ textStyle: 'heading.sm' })}>
          <Trans>Subscribe in your calendar app</Trans>
        </h2>
        <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
          <Trans>
            Add your classes to Google Calendar, Apple Calendar or Outlook with a private link (an iCalendar feed). Your
            app keeps it up to date. Anyone with the link can see your classes, so keep it to yourself.
          </Trans>
        </p>
        {feed.isPending ? (
          <Skeleton height="2.75rem" />
        ) : feed.isError ? (
          <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            <Trans>The calendar link could not be loaded.</Trans>
            <Button type="button" variant="outline" size="sm" onClick={() => void feed.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : feed.data.url ? (
          <FeedUrlCopy url={feed.data.url} />
        ) : (
          <CreatedNotice createdAt={feed.data.created_at} />
        )}
        <div>
          <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={!feed.data}>
            <Trans>Get a new link</Trans>
          </Button>
        </div>
      </div>
      <RotateFeedUrlDialog open={confirming} onOpenChange={setConfirming} />
    </Card>
  );
}

/** The link exists but its secret is not known any more: say when it was made and what to do. */
function CreatedNotice({ createdAt }: { createdAt: string }) {
  const { i18n } = useLingui();
  const created = formatDate(createdAt, 'date', i18n.locale as Locale);
  return (
    <p className={css({ textStyle: 'body.sm' })}>
      <Trans>Your link was created on {created} and is shown only once. If you no longer have it, get a new one.</Trans>
    </p>
  );
}
