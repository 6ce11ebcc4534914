import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { PlaylistHeading } from './playlist-heading';
import { PlaylistMissing } from './playlist-missing';
import { usePlaylist } from './use-playlist';
import { EmptyPlaylist } from './empty-playlist';

const list = css({
  display: 'grid',
  listStyle: 'decimal',
  pl: '6',
  '& > li': { py: '2' },
  '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' },
});

/**
 * A playlist created offline, before its create has been sent: its name and the videos queued into it,
 * all marked as waiting. Once sent, its pages move to the server's id (saved-playlist-redirect.tsx).
 */
export function LocalPlaylistPage({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  const { local } = usePlaylist(playlistId);
  usePageTitle(local?.name ?? t`Playlist`);
  const base = `/${i18n.locale}/fan/playlist`;
  const back = { href: base, label: <Trans>Playlists</Trans> };
  const small = buttonStyles({ variant: 'outline', size: 'sm' });
  if (!local) {
    return (
      <div className={css({ display: 'grid', gap: '5' })}>
        <PlaylistHeading title={<Trans>Playlist</Trans>} back={back} />
        <PlaylistMissing onRetry={() => undefined} />
      </div>
    );
  }
  const count = local.items_count;
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <PlaylistHeading
        back={back}
        title={local.name}
        description={
          <>
            <Plural value={count} _0="No videos yet" one="# video" other="# videos" />
            {' · '}
            <Trans>Created when you are back online</Trans>
          </>
        }
        actions={
          <>
            <UiLink href={`${base}/${playlistId}/edit-name`} className={small}>
              <Trans>Rename</Trans>
            </UiLink>
            <UiLink href={`${base}/${playlistId}/edit`} className={small}>
              <Trans>Edit</Trans>
            </UiLink>
          </>
        }
      />
      {count === 0 ? (
        <EmptyPlaylist />
      ) : (
        <ol className={list} aria-label={t`Videos in this playlist`}>
          {local.videos.map((video) => (
            <li key={video.mediaId}>
              <span className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{video.title ?? t`a video`}</span>{' '}
              <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
                <Trans>Added when you are back online</Trans>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
