import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { DeletePlaylistSection } from './delete-playlist-section';
import { RenamePlaylistForm } from './rename-playlist-form';
import { PlaylistHeading } from './playlist-heading';

/** `/fan/playlist/$playlistId/edit`: the name, and deleting the whole playlist. */
export function EditPlaylistPage({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Edit playlist`);
  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '40rem' })}>
      <PlaylistHeading
        title={<Trans>Edit playlist</Trans>}
        back={{ href: `/${i18n.locale}/fan/playlist/${playlistId}`, label: <Trans>Back to the playlist</Trans> }}
      />
      <RenamePlaylistForm playlistId={playlistId} />
      <DeletePlaylistSection playlistId={playlistId} />
    </div>
  );
}
