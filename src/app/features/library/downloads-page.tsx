import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import PlayIcon from 'lucide-react/icons/play';
import { css } from 'styled-system/css';
import { formatDate } from '@app/platform/format';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { VideoPlayer } from '@app/platform/player/video-player';
import { usePageTitle } from '@app/platform/page/use-page-title';
import {
  DOWNLOAD_OFFLINE_DAYS,
  deleteDownload,
  listDownloads,
  storageUse,
  type DownloadRecord,
} from '@app/platform/downloads/downloads';
import { formatBytes } from '@app/platform/downloads/format-bytes';

/** Local only (IndexedDB and the browser's quota): never persisted, never sent anywhere. */
const downloadsKey = ['downloads-local'] as const;

function DownloadRow({ record, onPlay }: { record: DownloadRecord; onPlay: () => void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const title = record.title;
  const size = formatBytes(record.bytes, i18n.locale);
  const rendition = record.rendition;
  const saved = formatDate(record.savedAt, 'date', i18n.locale as Locale);
  return (
    <li className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', py: '3' })}>
      <div className={css({ flex: '1', minWidth: '12rem', display: 'grid', gap: '0.5' })}>
        <span className={css({ fontWeight: '600' })}>{record.title}</span>
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Trans>
            {rendition} · {size} · saved {saved}
          </Trans>
        </span>
      </div>
      <Button type="button" size="sm" onClick={onPlay} aria-label={t`Play ${title}`}>
        <PlayIcon fill="currentColor" size={16} />
        <Trans>Play</Trans>
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={t`Delete the download of ${title}`}
        onClick={async () => {
          await deleteDownload(record.mediaId);
          await client.invalidateQueries({ queryKey: downloadsKey });
          toast.success(t`The download was deleted.`);
        }}
      >
        <Trans>Delete</Trans>
      </Button>
    </li>
  );
}

/** `/fan/downloads`: videos saved for offline viewing, the space they take and the browser's quota. */
export function DownloadsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Downloads`);
  const [playing, setPlaying] = useState<DownloadRecord | null>(null);
  const { data, isPending } = useQuery({
    queryKey: downloadsKey,
    queryFn: async () => ({ records: await listDownloads(), use: await storageUse() }),
    networkMode: 'always',
  });
  const used = formatBytes(data?.use.used ?? 0, i18n.locale);
  const quota = data?.use.quota ? formatBytes(data.use.quota, i18n.locale) : null;
  const days = DOWNLOAD_OFFLINE_DAYS;
  const playingTitle = playing?.title ?? '';
  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '4' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <h1 className={css({ textStyle: 'heading.lg' })}>
            <Trans>Downloads</Trans>
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>
              Videos you saved play without a connection. They stop playing if the purchase is refunded, and after{' '}
              {days} days without a connection until you go online again.
            </Trans>
          </p>
          <p data-testid="storage-use">
            {quota ? (
              <Trans>
                Downloads use {used} of the {quota} this browser allows.
              </Trans>
            ) : (
              <Trans>Downloads use {used}.</Trans>
            )}
          </p>
        </div>
        {playing ? (
          <VideoPlayer
            key={playing.mediaId}
            media={{ id: playing.mediaId, url: playing.files[0]!, mimeType: 'application/vnd.apple.mpegurl' }}
            title={playingTitle}
            autoPlay
          />
        ) : null}
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? (
            <Skeleton height="8rem" />
          ) : data && data.records.length > 0 ? (
            <ul
              aria-label={t`Saved videos`}
              className={css({
                display: 'grid',
                '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' },
              })}
            >
              {data.records.map((record) => (
                <DownloadRow key={record.mediaId} record={record} onPlay={() => setPlaying(record)} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<PlayIcon size={20} fill="currentColor" />}
              title={t`No downloads yet`}
              description={t`Open a video you bought and choose "Save for offline".`}
            />
          )}
        </LoadingRegion>
      </div>
    </PageContainer>
  );
}
