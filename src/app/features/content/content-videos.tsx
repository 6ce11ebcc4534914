import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { VideoRef } from '@shared/schemas/content';
import { formatDuration } from '@app/lib/format';
import { useIsSignedIn } from '@app/lib/session';
import { section, sectionTitle, mediaFrame } from './styles';

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
export function ContentVideos({ videos, title, contentId }: { videos: VideoRef[]; title: string; contentId: number }) {
  const { t, i18n } = useLingui();
  const signedIn = useIsSignedIn('site');
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
                  <video
                    className={mediaFrame}
                    controls
                    playsInline
                    preload="none"
                    poster={video.poster?.resize_url}
                    aria-label={name}
                  >
                    <source src={video.url} type={video.mime_type} />
                  </video>
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
                      search={{ mediaId: video.id, contentId }}
                      aria-label={t`Add ${name} to a playlist`}
                      className={css({ color: 'accent.fg', fontWeight: '600' })}
                    >
                      <Trans>Add to playlist</Trans>
                    </Link>
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
