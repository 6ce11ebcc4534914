import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Playlist } from '@shared/schemas/playlists';
import { Button } from '@app/ui/button';
import { PlaylistPoster } from './playlist-poster';

interface AddTargetRowProps {
  playlist: Playlist;
  adding: boolean;
  onAdd: () => void;
}

/** A playlist the video can go into, with its Add button. */
export function AddTargetRow({ playlist, adding, onAdd }: AddTargetRowProps) {
  const { t } = useLingui();
  const name = playlist.name;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2' })}>
      <PlaylistPoster poster={playlist.poster} sizes="5rem" className={css({ width: '5rem', flexShrink: '0' })} />
      <div className={css({ display: 'grid', minWidth: '0', flex: '1' })}>
        <span className={css({ fontWeight: '600', overflowWrap: 'anywhere' })}>{playlist.name}</span>
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Plural value={playlist.items_count} _0="No videos yet" one="# video" other="# videos" />
        </span>
      </div>
      <Button type="button" size="sm" loading={adding} aria-label={t`Add to ${name}`} onClick={onAdd}>
        <Trans>Add</Trans>
      </Button>
    </div>
  );
}
