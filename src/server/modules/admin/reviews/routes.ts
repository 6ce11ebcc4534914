import { listQuerySchema } from '@shared/list-query';
import * as v from 'valibot';
import {
  AdminReviewSchema,
  BulkResultSchema,
  DeletedRowSchema,
  ReviewBulkSchema,
  ReviewStatusSchema,
  adminReviewListResource,
} from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { defineRoute, one, page } from '../../../http/route';
import { adminIdOf, adminOnly, adminRouter, pathId } from '../router';
import { bulkReviews } from './bulk-reviews';
import { listReviews } from './list-reviews';
import { deleteReview, setReviewStatus } from './moderate-review';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/testimonials',
    summary: 'Every review, any status (list query)',
    ...adminOnly,
    query: listQuerySchema(adminReviewListResource),
    responses: { 200: Page(AdminReviewSchema) },
  },
  async (c) => {
    const { data, meta } = await listReviews(c.var.deps.db, c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/testimonials/:id',
    summary: 'Approve (visible), hide or set a review back to pending',
    ...adminOnly,
    body: ReviewStatusSchema,
    responses: { 200: One(AdminReviewSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await setReviewStatus(c.var.deps.db, adminIdOf(auth), pathId(params), body.status)),
);

defineRoute(
  adminRouter,
  {
    method: 'post',
    path: '/testimonials/bulk',
    summary: 'Approve, hide or set back to pending several reviews; one result per id',
    ...adminOnly,
    body: ReviewBulkSchema,
    responses: { 200: One(v.array(BulkResultSchema)) },
  },
  async (c, { auth, body }) => one(c, await bulkReviews(c.var.deps.db, adminIdOf(auth), body.ids, body.status)),
);

defineRoute(
  adminRouter,
  {
    method: 'delete',
    path: '/testimonials/:id',
    summary: 'Delete a review',
    ...adminOnly,
    responses: { 200: One(DeletedRowSchema) },
  },
  async (c, { auth, params }) => one(c, await deleteReview(c.var.deps.db, adminIdOf(auth), pathId(params))),
);
