import * as v from 'valibot';
import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import {
  PlaylistCreateSchema,
  PlaylistItemSchema,
  PlaylistMoveSchema,
  PlaylistNameSchema,
  PlaylistOrderSchema,
  playlistListResource,
  playlistItemsListResource,
  PlaylistSchema,
  PlaylistItemResourceSchema,
} from '@shared/schemas/playlists';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId, readContextOf } from '../content';
import { libraryMembers, userIdOf } from '../fan';
import { addPlaylistItem } from './add-playlist-item';
import { createPlaylist } from './create-playlist';
import { deletePlaylist } from './delete-playlist';
import { listPlaylistItems } from './list-playlist-items';
import { listPlaylists } from './list-playlists';
import { movePlaylistItem } from './move-playlist-item';
import { removePlaylistItem } from './remove-playlist-item';
import { renamePlaylist } from './rename-playlist';
import { reorderPlaylistItems } from './reorder-playlist-items';
import { loadPlaylist } from './serialize-playlists';

/** Mounted at /api: a user's own playlists. Another user's playlist answers 404 on every route. */
export const playlistsRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

function playlistId(params: Record<string, string>): number {
  const id = parseId(params.id);
  if (!id) throw notFound();
  return id;
}

defineRoute(
  playlistsRouter,
  {
    method: 'post',
    path: '/playlists',
    summary: 'Create a playlist (201); repeated with the same client_key, the one it made (200)',
    ...member,
    body: PlaylistCreateSchema,
    responses: { 200: One(PlaylistSchema), 201: One(PlaylistSchema) },
  },
  async (c, { auth, body }) => {
    const { playlist, created } = await createPlaylist(c.var.deps.db, userIdOf(auth), body.name, body.client_key);
    return one(c, playlist, created ? 201 : 200);
  },
);

defineRoute(
  playlistsRouter,
  {
    method: 'get',
    path: '/playlists',
    summary: "The signed-in user's playlists (list query)",
    ...member,
    query: listQuerySchema(playlistListResource),
    responses: { 200: Page(PlaylistSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listPlaylists(c.var.deps.db, userIdOf(auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  playlistsRouter,
  {
    method: 'get',
    path: '/playlists/:id',
    summary: 'One of your playlists',
    ...member,
    responses: { 200: One(PlaylistSchema) },
  },
  async (c, { auth, params }) => one(c, await loadPlaylist(c.var.deps.db, userIdOf(auth), playlistId(params))),
);

defineRoute(
  playlistsRouter,
  {
    method: 'put',
    path: '/playlists/:id',
    summary: 'Rename a playlist',
    ...member,
    body: PlaylistNameSchema,
    responses: { 200: One(PlaylistSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await renamePlaylist(c.var.deps.db, userIdOf(auth), playlistId(params), body.name)),
);

defineRoute(
  playlistsRouter,
  {
    method: 'delete',
    path: '/playlists/:id',
    summary: 'Delete a playlist and its items',
    ...member,
    responses: { 200: One(v.object({ id: v.number() })) },
  },
  async (c, { auth, params }) => one(c, await deletePlaylist(c.var.deps.db, userIdOf(auth), playlistId(params))),
);

defineRoute(
  playlistsRouter,
  {
    method: 'get',
    path: '/playlists/:id/items',
    summary: 'The videos of a playlist in order (list query)',
    ...member,
    query: listQuerySchema(playlistItemsListResource),
    responses: { 200: Page(PlaylistItemResourceSchema) },
  },
  async (c, { auth, params }) => {
    const { data, meta } = await listPlaylistItems(
      readContextOf(c, auth),
      userIdOf(auth),
      playlistId(params),
      c.req.queries(),
    );
    return page(c, data, meta);
  },
);

defineRoute(
  playlistsRouter,
  {
    method: 'post',
    path: '/playlists/:id/items',
    summary: 'Add a video you may watch',
    ...member,
    body: PlaylistItemSchema,
    responses: { 201: One(PlaylistSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await addPlaylistItem(readContextOf(c, auth), userIdOf(auth), playlistId(params), body.media_id), 201),
);

defineRoute(
  playlistsRouter,
  {
    method: 'put',
    path: '/playlists/:id/items',
    summary: 'Move one video to a position',
    ...member,
    body: PlaylistMoveSchema,
    responses: { 200: One(PlaylistSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await movePlaylistItem(c.var.deps.db, userIdOf(auth), playlistId(params), body.media_id, body.position)),
);

defineRoute(
  playlistsRouter,
  {
    method: 'put',
    path: '/playlists/:id/items/order',
    summary: 'Replace the whole order (exactly the current videos)',
    ...member,
    body: PlaylistOrderSchema,
    responses: { 200: One(PlaylistSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await reorderPlaylistItems(c.var.deps.db, userIdOf(auth), playlistId(params), body.media_ids)),
);

defineRoute(
  playlistsRouter,
  {
    method: 'delete',
    path: '/playlists/:id/items',
    summary: 'Remove a video',
    ...member,
    body: PlaylistItemSchema,
    responses: { 200: One(PlaylistSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await removePlaylistItem(c.var.deps.db, userIdOf(auth), playlistId(params), body.media_id)),
);
