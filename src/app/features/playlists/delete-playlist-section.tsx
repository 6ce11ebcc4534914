import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Modal } from '@app/ui/modal';
import { toast } from '@app/ui/toaster';
import { useDeletePlaylist } from './api';

/** Deleting asks first; the videos stay in the collection, only the list goes. */
export function DeletePlaylistSection({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePlaylist(playlistId);
  const navigate = useNavigate();
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
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: async () => {
                    toast.success(t`Playlist deleted.`);
                    await navigate({ to: '/$lang/fan/playlist', params: { lang: i18n.locale as Locale } });
                  },
                })
              }
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        }
      />
    </Card>
  );
}
