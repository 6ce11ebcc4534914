import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useServerPlaylistId } from './local-playlist-ids';

/**
 * The pages of a playlist created offline are addressed by its local id; once its create has replayed
 * they move to the server's id, keeping the rest of the address (edit, page, …), so a person looking
 * at it when the connection returns stays on it.
 */
export function SavedPlaylistRedirect({ playlistId }: { playlistId: number }) {
  const serverId = useServerPlaylistId(playlistId);
  const href = useLocation({ select: (location) => location.href });
  const navigate = useNavigate();
  useEffect(() => {
    if (serverId === undefined) return;
    void navigate({ href: href.replace(`/playlist/${playlistId}`, `/playlist/${serverId}`), replace: true });
  }, [serverId, playlistId, href, navigate]);
  return <Outlet />;
}
