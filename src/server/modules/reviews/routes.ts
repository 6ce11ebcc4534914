import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import {
  CreateReviewSchema,
  reviewListResource,
  UpdateReviewSchema,
  ReviewResourceSchema,
} from '@shared/schemas/reviews';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId } from '../content';
import { libraryMembers, userIdOf } from '../fan';
import { createReview } from './create-review';
import { deleteOwnReview, updateOwnReview } from './edit-own-review';
import { listReviews } from './list-reviews';
import { DeletedRowSchema } from '@shared/schemas/admin';

/** Mounted at /api: testimonials about content and creators. */
export const reviewsRouter = createRouter('api');

defineRoute(
  reviewsRouter,
  {
    method: 'get',
    path: '/reviews',
    summary: 'Visible reviews, newest first (filter[target_type]=content&filter[target_id]=…)',
    query: listQuerySchema(reviewListResource),
    access: 'public',
    responses: { 200: Page(ReviewResourceSchema) },
  },
  async (c) => {
    const { data, meta } = await listReviews(c.var.deps.db, c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  reviewsRouter,
  {
    method: 'post',
    path: '/reviews',
    summary: 'Review bought or unlocked content, or a creator one bought from',
    access: 'user',
    permissions: libraryMembers,
    body: CreateReviewSchema,
    responses: { 201: One(ReviewResourceSchema) },
  },
  async (c, { body, auth }) => {
    const review = await createReview(c.var.deps.db, userIdOf(auth), body, new Date(c.var.deps.clock.now()));
    return one(c, review, 201);
  },
);

function reviewId(params: Record<string, string>): number {
  const id = parseId(params.id);
  if (!id) throw notFound();
  return id;
}

defineRoute(
  reviewsRouter,
  {
    method: 'put',
    path: '/reviews/:id',
    summary: 'Rewrite your own review (title, text, rating)',
    access: 'user',
    permissions: libraryMembers,
    body: UpdateReviewSchema,
    responses: { 200: One(ReviewResourceSchema) },
  },
  async (c, { body, auth, params }) =>
    one(c, await updateOwnReview(c.var.deps.db, userIdOf(auth), reviewId(params), body)),
);

defineRoute(
  reviewsRouter,
  {
    method: 'delete',
    path: '/reviews/:id',
    summary: 'Delete your own review',
    access: 'user',
    permissions: libraryMembers,
    responses: { 200: One(DeletedRowSchema) },
  },
  async (c, { auth, params }) => one(c, await deleteOwnReview(c.var.deps.db, userIdOf(auth), reviewId(params))),
);
