import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import {
  FavoriteItemSchema,
  BlockToggleSchema,
  FavoriteToggleSchema,
  FollowToggleSchema,
  type BlockState,
  type FavoriteState,
  type FollowState,
  followingListResource,
  favoritesListResource,
  blockedListResource,
  BlockStateSchema,
  BlockedUserSchema,
  FavoriteStateSchema,
  FollowStateSchema,
  FollowedCreatorSchema,
  FollowersCountSchema,
} from '@shared/schemas/fan';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId, readContextOf } from '../content';
import { countFollowers } from './count-followers';
import { listBlocked } from './list-blocked';
import { listFavorites } from './list-favorites';
import { listFollowing } from './list-following';
import { libraryMembers, userIdOf } from './session';
import { toggleBlock } from './toggle-block';
import { toggleFavorite } from './toggle-favorite';
import { toggleFollow } from './toggle-follow';

/** Mounted at /api: follow, wishlist and block. Every row read or written belongs to the signed-in user. */
export const fanRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

defineRoute(
  fanRouter,
  {
    method: 'put',
    path: '/follow/toggle',
    summary: 'Follow or unfollow a creator',
    ...member,
    body: FollowToggleSchema,
    responses: { 200: One(FollowStateSchema) },
  },
  async (c, { auth, body }) => {
    const followed = await toggleFollow(c.var.deps.db, userIdOf(auth), body.id, body.follow);
    return one(c, { id: body.id, is_followed: followed } satisfies FollowState);
  },
);

defineRoute(
  fanRouter,
  {
    method: 'get',
    path: '/following',
    summary: 'The creators the signed-in user follows (list query)',
    ...member,
    query: listQuerySchema(followingListResource),
    responses: { 200: Page(FollowedCreatorSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listFollowing(c.var.deps.db, userIdOf(auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  fanRouter,
  {
    method: 'get',
    path: '/creators/:id/followers-count',
    summary: "A creator's follower count, and whether the viewer follows them",
    access: 'public',
    responses: { 200: One(FollowersCountSchema) },
  },
  async (c, { params, auth }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    return one(c, await countFollowers(c.var.deps.db, id, auth?.user?.id ?? null));
  },
);

defineRoute(
  fanRouter,
  {
    method: 'put',
    path: '/favorite/toggle',
    summary: 'Add to or remove from the wishlist',
    ...member,
    body: FavoriteToggleSchema,
    responses: { 200: One(FavoriteStateSchema) },
  },
  async (c, { auth, body }) => {
    const favorite = await toggleFavorite(c.var.deps.db, userIdOf(auth), body.content_id, body.favorite);
    return one(c, { content_id: body.content_id, is_favorite: favorite } satisfies FavoriteState);
  },
);

defineRoute(
  fanRouter,
  {
    method: 'get',
    path: '/favorites',
    summary: 'The wishlist as content cards (list query)',
    ...member,
    query: listQuerySchema(favoritesListResource),
    responses: { 200: Page(FavoriteItemSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listFavorites(readContextOf(c, auth), userIdOf(auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  fanRouter,
  {
    method: 'put',
    path: '/blocked/toggle',
    summary: 'Block or unblock a person',
    ...member,
    body: BlockToggleSchema,
    responses: { 200: One(BlockStateSchema) },
  },
  async (c, { auth, body }) => {
    const blocked = await toggleBlock(c.var.deps.db, userIdOf(auth), body.id, body.blocked);
    return one(c, { id: body.id, is_blocked: blocked } satisfies BlockState);
  },
);

defineRoute(
  fanRouter,
  {
    method: 'get',
    path: '/blocked',
    summary: 'The people the signed-in user blocked (list query)',
    ...member,
    query: listQuerySchema(blockedListResource),
    responses: { 200: Page(BlockedUserSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listBlocked(c.var.deps.db, userIdOf(auth), c.req.queries());
    return page(c, data, meta);
  },
);
