import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Playlist } from '@shared/schemas/playlists';
import { Card, CardLink } from '@app/ui/card';
import { PlaylistPoster } from './playlist-poster';

const pendingMark = css({ textStyle: 'body.sm', color: 'fg.muted', fontStyle: 'italic' });

/**
 * One playlist as a link to it: the first video's poster, the name and how many videos it holds.
 * `pending`: created offline (still opens, marked) or deleted offline (no longer opens, marked).
 */
export function PlaylistCard({ playlist, pending }: { playlist: Playlist; pending?: 'create' | 'delete' }) {
  const { i18n } = useLingui();
  const count = playlist.items_count;
  const body = (
    <span className={css({ display: 'grid', gap: '2' })}>
      <PlaylistPoster poster={playlist.poster} />
      <span className={css({ textStyle: 'heading.sm', overflowWrap: 'anywhere' })}>{playlist.name}</span>
      <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
        <Plural value={count} _0="No videos yet" one="# video" other="# videos" />
      </span>
      {pending === 'create' ? (
        <span className={pendingMark}>
          <Trans>Created when you are back online</Trans>
        </span>
      ) : null}
      {pending === 'delete' ? (
        <span className={pendingMark}>
          <Trans>Deleted when you are back online</Trans>
        </span>
      ) : null}
    </span>
  );
  if (pending === 'delete') return <Card className={css({ height: 'full' })}>{body}</Card>;
  return (
    <CardLink href={`/${i18n.locale}/fan/playlist/${playlist.id}`} className={css({ height: 'full' })}>
      {body}
    </CardLink>
  );
}
