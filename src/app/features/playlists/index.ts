/** The fan's playlists: lists, editing, reordering, offline changes and the player tray. Other features and routes import it only through this file. */
export { AddToPlaylistPage } from './add-to-playlist-page';
export {
  allPlaylistItemsQueryOptions,
  playlistItemsQueryOptions,
  playlistQueryOptions,
  playlistsQueryOptions,
} from './api';
export { CreatePlaylistPage } from './create-playlist-page';
export { EditNamePage } from './edit-name-page';
export { EditOrderingPage } from './edit-ordering-page';
export { EditPlaylistPage } from './edit-page';
export { PlaylistPage } from './playlist-page';
export { PlaylistsLayout } from './playlists-layout';
export { PlaylistsPage } from './playlists-page';
export { moveItem } from './reorder';
export { SavedPlaylistRedirect } from './saved-playlist-redirect';
export { addToPlaylistSearchSchema, parsePlaylistId } from './search';
export { playlistPlaySearchSchema } from './tray/playlist-search';
export { TrayButtonOnDemand } from './tray/tray-button-on-demand';
export { isLocalPlaylistId } from './local-playlist-ids';
export { playlistOfflineChanges } from './offline-changes';
