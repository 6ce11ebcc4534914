import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { practiceTypes, type ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { posterUrl } from '@shared/image-widths';
import type { VideoRef } from '@shared/schemas/content';
import { formatDuration } from '@app/platform/format';
import { useIsSignedIn } from '@app/platform/session';
import { DownloadControl } from '@app/platform/downloads/download-control';
import { playerCaptions } from '@app/platform/player/caption-tracks';
import { VideoPlayer } from '@app/platform/player/video-player';
import { section, sectionTitle } from './styles';

function VideoState({ video }: { video: VideoRef }) {
  return (
    <p className={css({ p: '4', borderRadius: 'card', bg: 'bg.muted', color: 'fg.muted' })}>
      {video.status === 'failed' ? (
        <Trans>This video could not be prepared. The creator has been told.</Trans>
      ) : (
        <Trans>This video is still being prepared. Check back in a few minutes.</Trans>
      )}
    </p>
  );
}

/** The unlocked videos: the main one, then the additional ones in order, each named for screen readers. */
export function ContentVideos({
  videos,
  title,
  contentId,
  type,
}: {
  videos: VideoRef[];
  title: string;
  contentId: number;
  type: ContentType;
}) {
  const { t, i18n } = useLingui();
  const signedIn = useIsSignedIn('site');
  // When one video ends the next one in order starts.
  const [autoPlayId, setAutoPlayId] = useState<number | null>(null);
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="content-videos" className={section}>
      <h2 id="content-videos" className={sectionTitle}>
        {videos.length > 1 ? <Trans>Videos</Trans> : <Trans>Video</Trans>}
      </h2>
      <ol className={css({ display: 'grid', gap: '5' })}>
        {videos.map((video, index) => {
          const part = index + 1;
          const name = index === 0 ? t`Full video: ${title}` : t`Part ${part}: ${title}`;
          return (
            <li key={video.id}>
              <figure className={css({ display: 'grid', gap: '2' })}>
                {video.url && video.status === 'ready' ? (
                  <VideoPlayer
                    practice={practiceTypes.includes(type)}
                    prepareWhenVisible
                    media={{
                      id: video.id,
                      url: video.url,
                      mimeType: video.mime_type,
                      poster: posterUrl(video.poster?.resize_url),
                      captions: playerCaptions(video),
                    }}
                    title={name}
                    autoPlay={autoPlayId === video.id}
                    onEnded={() => setAutoPlayId(videos[index + 1]?.id ?? null)}
                  />
                ) : (
                  <VideoState video={video} />
                )}
                <figcaption
                  className={css({
                    display: 'flex',
                    gap: '3',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    textStyle: 'body.sm',
                    color: 'fg.muted',
                  })}
                >
                  <span>
                    {index === 0 ? <Trans>Full video</Trans> : <Trans>Part {part}</Trans>}
                    {video.duration_seconds ? ` · ${formatDuration(video.duration_seconds)}` : null}
                  </span>
                  {signedIn ? (
                    <Link
                      to="/$lang/fan/playlist/add"
                      params={{ lang: i18n.locale as Locale }}
                      search={{ mediaId: video.id, contentId, title: index === 0 ? title : name }}
                      aria-label={t`Add ${name} to a playlist`}
                      className={css({ color: 'accent.fg', fontWeight: '600' })}
                    >
                      <Trans>Add to playlist</Trans>
                    </Link>
                  ) : null}
                  {signedIn && video.url && video.status === 'ready' ? (
                    <DownloadControl
                      mediaId={video.id}
                      contentId={contentId}
                      title={name}
                      url={video.url}
                      durationSeconds={video.duration_seconds}
                    />
                  ) : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
