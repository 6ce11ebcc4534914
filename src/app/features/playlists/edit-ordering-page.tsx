import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { PlaylistItem } from '@shared/schemas/playlists';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { sendOrQueue } from '@app/platform/offline/send-or-queue';
import { allPlaylistItemsQueryOptions, playlistQueryOptions, useReorderPlaylist } from './api';
import { PlaylistHeading } from './playlist-heading';
import { PlaylistMissing } from './playlist-missing';
import { orderChanged } from './reorder';
import { ReorderList } from './reorder-list';

const ids = (items: readonly PlaylistItem[]) => items.map((item) => item.media_id);

/**
 * `/fan/playlist/$playlistId/edit-ordering`: the whole playlist in one movable list. Nothing is sent
 * until Save, which replaces the order in one request; Cancel puts the saved order back.
 */
export function EditOrderingPage({ playlistId }: { playlistId: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Change order`);
  const navigate = useNavigate();
  const { data: playlist } = useQuery(playlistQueryOptions(playlistId));
  const { data, error, isPending, refetch, isRefetching } = useQuery(allPlaylistItemsQueryOptions(playlistId));
  const [draft, setDraft] = useState<PlaylistItem[] | null>(null);
  const reorder = useReorderPlaylist();
  const saved = data?.data ?? [];
  const order = draft ?? saved;
  const changed = orderChanged(ids(order), ids(saved));
  const params = { lang: i18n.locale as Locale, playlistId };
  const backToPlaylist = () => navigate({ to: '/$lang/fan/playlist/$playlistId', params });

  const save = async () => {
    if (changed) {
      let result: 'sent' | 'queued';
      try {
        // A playlist changed elsewhere meanwhile is rebased: this order for these videos, new ones after them.
        result = await sendOrQueue(reorder, { playlistId, mediaIds: ids(order) });
      } catch {
        toast.error(t`The order could not be saved. Check the list and try again.`);
        setDraft(null);
        void refetch();
        return;
      }
      if (result === 'queued') toast.success(t`You are offline: the new order is saved when the connection returns.`);
      else toast.success(t`The new order is saved.`);
    }
    setDraft(null);
    await backToPlaylist();
  };
  const cancel = async () => {
    setDraft(null);
    await backToPlaylist();
  };

  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '48rem' })}>
      <PlaylistHeading
        title={<Trans>Change order</Trans>}
        description={playlist ? playlist.name : null}
        back={{ href: `/${i18n.locale}/fan/playlist/${playlistId}`, label: <Trans>Back to the playlist</Trans> }}
      />
      {!data && error ? (
        <PlaylistMissing error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? <Skeleton height="14rem" /> : <ReorderList items={order} onChange={setDraft} />}
        </LoadingRegion>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="button" loading={reorder.isPending} disabled={!data} onClick={() => void save()}>
          <Trans>Save order</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={() => void cancel()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
