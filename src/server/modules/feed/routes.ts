import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import {
  feedContentResource,
  creatorFeedResource,
  CreatorCardSchema,
  FeedItemSchema,
  LandingPageSchema,
} from '@shared/schemas/search';
import type { Context } from 'hono';
import { ContentItemQuerySchema } from '@shared/schemas/content';
import type { AuthContext, Env } from '../../http/context';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId, readContextOf, type ReadContext } from '../content';
import { libraryMembers, userIdOf } from '../fan';
import { getFeedItem } from './get-feed-item';
import { getLanding } from './get-landing';
import { listCreatorsFeed } from './list-creators-feed';
import { listFeedContent } from './list-feed-content';

/** Mounted at /api: the fan's feed (signed in) and the public landing page and creator discovery. */
export const feedRouter = createRouter('api');

/** `user` routes always have a signed-in viewer; this says so to the type checker. */
function signedIn(c: Context<Env>, auth: AuthContext | null): ReadContext & { viewer: { id: number } } {
  return { ...readContextOf(c, auth), viewer: { id: userIdOf(auth) } };
}

defineRoute(
  feedRouter,
  {
    method: 'get',
    path: '/feed/content',
    summary: "The fan's feed: followed creators first, then their genres, then the rest (20 a page)",
    query: listQuerySchema(feedContentResource),
    access: 'user',
    permissions: libraryMembers,
    responses: { 200: Page(FeedItemSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listFeedContent(signedIn(c, auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  feedRouter,
  {
    method: 'get',
    path: '/feed/content/:id',
    summary: 'One feed item with its relations (all unless `expand` names some)',
    access: 'user',
    permissions: libraryMembers,
    query: ContentItemQuerySchema,
    responses: { 200: One(FeedItemSchema) },
  },
  async (c, { params, query, auth }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    return one(c, await getFeedItem(signedIn(c, auth), id, query.expand));
  },
);

defineRoute(
  feedRouter,
  {
    method: 'get',
    path: '/feed/landing',
    summary: 'The home page: slider, rows per type and per top genre, featured creators',
    access: 'public',
    responses: { 200: One(LandingPageSchema) },
  },
  async (c, { auth }) => one(c, await getLanding(readContextOf(c, auth))),
);

defineRoute(
  feedRouter,
  {
    method: 'get',
    path: '/users/feed',
    summary: 'Creators to discover, with the list-query language (role, genre, search)',
    query: listQuerySchema(creatorFeedResource),
    access: 'public',
    responses: { 200: Page(CreatorCardSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listCreatorsFeed(readContextOf(c, auth), c.req.queries());
    return page(c, data, meta);
  },
);
