import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { isLocalPlaylistId } from './local-playlist-ids';
import { cancelLocalPlaylist } from './offline-changes';
import { sendOrQueue } from '@app/platform/offline/send-or-queue';
import { useDeletePlaylist } from './api';
import { usePlaylist } from './use-playlist';

/**
 * Deleting asks first; the videos stay in the collection, only the list goes. Offline the delete is
 * queued; a playlist created offline and not sent yet is simply taken out of the queue with its changes.
 */
export function DeletePlaylistSection({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePlaylist();
  const queryClient = useQueryClient();
  const { playlist } = usePlaylist(playlistId);
  const navigate = useNavigate();
  const deleteIt = async () => {
    let message = t`Playlist deleted.`;
    if (!isLocalPlaylistId(playlistId) || !cancelLocalPlaylist(queryClient, playlistId)) {
      try {
        const result = await sendOrQueue(remove, { playlistId, name: playlist?.name });
        if (result === 'queued') message = t`You are offline: the playlist is deleted when the connection returns.`;
      } catch {
        // Refused online: the app's error handler has said why; the dialog stays open.
        return;
      }
    }
    toast.success(message);
    await navigate({ to: '/$lang/fan/playlist', params: { lang: i18n.locale as Locale } });
  };
  return (
    <Card as="section">
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <h2 className={css({ textStyle: 'heading.sm' })}>
          <Trans>Delete playlist</Trans>
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>The videos stay in your collection; only this list is removed.</Trans>
        </p>
        <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Delete playlist</Trans>
        </Button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        maxWidth={438}
        title={t`Delete this playlist?`}
        description={t`This cannot be undone.`}
        footer={
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending && !remove.isPaused}
              onClick={() => void deleteIt()}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        }
      />
    </Card>
  );
}
