import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Card } from '@app/ui/card';
import { toast } from '@app/ui/toaster';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useCreatePlaylist } from './api';
import { PlaylistHeading } from './playlist-heading';
import { PlaylistNameForm } from './playlist-name-form';

/** `/fan/playlist/create`: name a new playlist, then land on it (offline: on the one waiting to be sent). */
export function CreatePlaylistPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`New playlist`);
  const create = useCreatePlaylist();
  const navigate = useNavigate();
  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '40rem' })}>
      <PlaylistHeading
        title={<Trans>New playlist</Trans>}
        back={{ href: `/${i18n.locale}/fan/playlist`, label: <Trans>Playlists</Trans> }}
      />
      <Card as="section">
        <PlaylistNameForm
          autoFocus
          submitLabel={<Trans>Create playlist</Trans>}
          onSubmit={async (name) => {
            const { id, queued } = await create(name);
            if (queued) toast.success(t`You are offline: the playlist is created when the connection returns.`);
            else toast.success(t`Playlist created.`);
            await navigate({
              to: '/$lang/fan/playlist/$playlistId',
              params: { lang: i18n.locale as Locale, playlistId: id },
            });
          }}
        />
      </Card>
    </div>
  );
}
