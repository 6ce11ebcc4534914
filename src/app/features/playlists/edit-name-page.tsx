import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { PlaylistHeading } from './playlist-heading';
import { RenamePlaylistForm } from './rename-playlist-form';

/** `/fan/playlist/$playlistId/edit-name`. */
export function EditNamePage({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Rename playlist`);
  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '40rem' })}>
      <PlaylistHeading
        title={<Trans>Rename playlist</Trans>}
        back={{ href: `/${i18n.locale}/fan/playlist/${playlistId}`, label: <Trans>Back to the playlist</Trans> }}
      />
      <RenamePlaylistForm playlistId={playlistId} />
    </div>
  );
}
