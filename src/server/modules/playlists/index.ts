/** What other modules may use from playlists: the /library badge. */
export { countPlaylists } from './list-playlists';
