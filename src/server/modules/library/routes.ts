import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import { ContentItemQuerySchema, ContentResourceSchema } from '@shared/schemas/content';
import {
  FreeUnlockSchema,
  collectionListResource,
  CollectionItemSchema,
  FreeUnlockResultSchema,
  LibrarySummarySchema,
} from '@shared/schemas/fan';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId, readContextOf } from '../content';
import { libraryMembers, userIdOf } from '../fan';
import { getCollectionItem } from './get-collection-item';
import { getLibrarySummary } from './get-library-summary';
import { listCollection } from './list-collection';
import { unlockFreeContent } from './unlock-free-content';

/** Mounted at /api: the owned collection, free unlocks and the /library page's counts. */
export const libraryRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

defineRoute(
  libraryRouter,
  {
    method: 'post',
    path: '/content-unlock/free',
    summary: 'Add a free item to the collection',
    ...member,
    body: FreeUnlockSchema,
    responses: { 200: One(FreeUnlockResultSchema), 201: One(FreeUnlockResultSchema) },
  },
  async (c, { auth, body }) => {
    const result = await unlockFreeContent(readContextOf(c, auth), userIdOf(auth), body.content_id);
    return one(c, result, result.unlocked ? 201 : 200);
  },
);

defineRoute(
  libraryRouter,
  {
    method: 'get',
    path: '/profile/collection',
    summary: 'The content the signed-in user holds (list query)',
    query: listQuerySchema(collectionListResource),
    ...member,
    responses: { 200: Page(CollectionItemSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listCollection(readContextOf(c, auth), userIdOf(auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  libraryRouter,
  {
    method: 'get',
    path: '/profile/collection/:id',
    summary: 'One held item as its content page (every expansion unless `expand` names some)',
    ...member,
    query: ContentItemQuerySchema,
    responses: { 200: One(ContentResourceSchema) },
  },
  async (c, { auth, params, query }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    return one(c, await getCollectionItem(readContextOf(c, auth), userIdOf(auth), id, query.expand));
  },
);

defineRoute(
  libraryRouter,
  {
    method: 'get',
    path: '/library',
    summary: 'Counts for the /library page',
    ...member,
    responses: { 200: One(LibrarySummarySchema) },
  },
  async (c, { auth }) =>
    one(c, await getLibrarySummary(c.var.deps.db, userIdOf(auth), new Date(c.var.deps.clock.now()))),
);
