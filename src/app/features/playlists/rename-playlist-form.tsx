import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { UiLink } from '@app/ui/link-context';
import { Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { sendOrQueue } from '@app/platform/offline/send-or-queue';
import { playlistQueryOptions, useRenamePlaylist } from './api';
import { PlaylistMissing } from './playlist-missing';
import { PlaylistNameForm } from './playlist-name-form';
import { usePlaylist } from './use-playlist';

/**
 * The rename form of a loaded playlist (or one created offline); saving goes back to the playlist.
 * Used by edit-name and edit.
 */
export function RenamePlaylistForm({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  const { playlist, missing, error, refetch, retrying } = usePlaylist(playlistId);
  const rename = useRenamePlaylist();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (missing) return <PlaylistMissing error={error} onRetry={refetch} retrying={retrying} />;
  if (!playlist) return <Skeleton height="8rem" />;
  const params = { lang: i18n.locale as Locale, playlistId };
  return (
    <Card as="section">
      <PlaylistNameForm
        initialName={playlist.name}
        submitLabel={<Trans>Save name</Trans>}
        onSubmit={async (name) => {
          const result = await sendOrQueue(rename, { playlistId, name });
          if (result === 'queued') {
            // Shown at once on this device; the server gets it when the connection returns.
            queryClient.setQueryData(playlistQueryOptions(playlistId).queryKey, (p) => p && { ...p, name });
            toast.success(t`You are offline: the playlist is renamed when the connection returns.`);
          } else toast.success(t`Playlist renamed.`);
          await navigate({ to: '/$lang/fan/playlist/$playlistId', params });
        }}
        actions={
          <UiLink href={`/${i18n.locale}/fan/playlist/${playlistId}`} className={buttonStyles({ variant: 'ghost' })}>
            <Trans>Cancel</Trans>
          </UiLink>
        }
      />
    </Card>
  );
}
