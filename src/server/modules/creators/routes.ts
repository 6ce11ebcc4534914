import { CreatorPageSchema, PublicProfileSchema } from '@shared/schemas/content';
import { One } from '@shared/schemas/envelope';
import { createRouter, defineRoute, one } from '../../http/route';
import { notFound } from '../../http/errors';
import { parseId, readContextOf } from '../content';
import { getCreatorPage } from './get-creator-page';
import { getPublicProfile } from './get-public-profile';

/** Mounted at /api: public creator pages and public profiles. */
export const creatorsRouter = createRouter('api');

defineRoute(
  creatorsRouter,
  {
    method: 'get',
    path: '/creators/:login',
    summary: "A creator's public page with their latest items",
    access: 'public',
    responses: { 200: One(CreatorPageSchema) },
  },
  async (c, { params, auth }) => one(c, await getCreatorPage(readContextOf(c, auth), params.login ?? '')),
);

defineRoute(
  creatorsRouter,
  {
    method: 'get',
    path: '/users/:id/profile',
    summary: "A person's public profile",
    access: 'public',
    responses: { 200: One(PublicProfileSchema) },
  },
  async (c, { params }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    return one(c, await getPublicProfile(c.var.deps.db, id));
  },
);
