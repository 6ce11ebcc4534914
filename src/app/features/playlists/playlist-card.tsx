import { Plural, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Playlist } from '@shared/schemas/playlists';
import { CardLink } from '@app/ui/card';
import { PlaylistPoster } from './playlist-poster';

/** One playlist as a link to it: the first video's poster, the name and how many videos it holds. */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { i18n } = useLingui();
  const count = playlist.items_count;
  return (
    <CardLink href={`/${i18n.locale}/fan/playlist/${playlist.id}`} className={css({ height: 'full' })}>
      <span className={css({ display: 'grid', gap: '2' })}>
        <PlaylistPoster poster={playlist.poster} />
        <span className={css({ textStyle: 'heading.sm', overflowWrap: 'anywhere' })}>{playlist.name}</span>
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Plural value={count} _0="No videos yet" one="# video" other="# videos" />
        </span>
      </span>
    </CardLink>
  );
}
