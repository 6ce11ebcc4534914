import * as v from 'valibot';
import { Permission } from '@shared/permissions';
import { wholeNumberSchema } from '@shared/schemas/content-editor';
import { One, Page } from '@shared/schemas/envelope';
import {
  FeedbackCommentSchema,
  FeedbackServiceSchema,
  FeedbackSubmissionSchema,
  SubmitFeedbackSchema,
} from '@shared/schemas/feedback';
import type { AuthContext } from '../../http/context';
import { notFound, unauthorized } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { parseId } from '../content';
import { addFeedbackComment, deleteFeedbackComment, listCreatorSubmissions, markAnswered } from './answer-feedback';
import { findVisibleSubmission, serializeSubmissions } from './load-submission';
import { feedbackServiceInfo } from './service-info';
import { listOwnSubmissions, submitFeedback } from './submit-feedback';

/** Mounted at /api: the feedback service (type 7). Shapes: src/shared/schemas/feedback.ts. */
export const feedbackRouter = createRouter('api');

const signedIn = { access: 'user', permissions: [Permission.user, Permission.creator] } as const;
const creator = { access: 'user', permissions: [Permission.creator] } as const;

function idOf(params: Record<string, string>, key = 'id'): number {
  const id = parseId(params[key]);
  if (!id) throw notFound();
  return id;
}
function userIdOf(auth: AuthContext | null): number {
  if (!auth?.user) throw unauthorized();
  return auth.user.id;
}

const PagingSchema = v.object({
  page: v.optional(wholeNumberSchema(1, 100_000), '1'),
  limit: v.optional(wholeNumberSchema(1, 100), '20'),
});

defineRoute(
  feedbackRouter,
  {
    method: 'post',
    path: '/content/:id/feedback',
    summary: 'Send your video to a feedback service you bought',
    ...signedIn,
    body: SubmitFeedbackSchema,
    responses: { 201: One(FeedbackSubmissionSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await submitFeedback(c.var.deps, userIdOf(auth), idOf(params), body), 201),
);

defineRoute(
  feedbackRouter,
  {
    method: 'get',
    path: '/content/:id/feedback',
    summary: 'Your submissions to one feedback service',
    ...signedIn,
    responses: { 200: One(v.array(FeedbackSubmissionSchema)) },
  },
  async (c, { auth, params }) =>
    one(c, await listOwnSubmissions(c.var.deps.db, userIdOf(auth), idOf(params), c.var.deps.clock.now())),
);

defineRoute(
  feedbackRouter,
  {
    method: 'get',
    path: '/content/:id/feedback/service',
    summary: "A feedback service's instructions, longest video and answer time",
    ...signedIn,
    responses: { 200: One(FeedbackServiceSchema) },
  },
  async (c, { params }) => one(c, await feedbackServiceInfo(c.var.deps.db, idOf(params))),
);

defineRoute(
  feedbackRouter,
  {
    method: 'get',
    path: '/creator/feedback',
    summary: 'Submissions to your feedback services, unanswered first',
    ...creator,
    query: PagingSchema,
    responses: { 200: Page(FeedbackSubmissionSchema) },
  },
  async (c, { auth, query }) => {
    const { data, meta } = await listCreatorSubmissions(c.var.deps.db, userIdOf(auth), query, c.var.deps.clock.now());
    return page(c, data, meta);
  },
);

defineRoute(
  feedbackRouter,
  {
    method: 'get',
    path: '/feedback/:id',
    summary: 'One submission (its fan or the creator only)',
    ...signedIn,
    responses: { 200: One(FeedbackSubmissionSchema) },
  },
  async (c, { auth, params }) => {
    const viewer = userIdOf(auth);
    const row = await findVisibleSubmission(c.var.deps.db, viewer, idOf(params));
    const [submission] = await serializeSubmissions(c.var.deps.db, [row.id], viewer, c.var.deps.clock.now());
    if (!submission) throw notFound();
    return one(c, submission);
  },
);

defineRoute(
  feedbackRouter,
  {
    method: 'post',
    path: '/feedback/:id/comments',
    summary: 'Comment at a moment of the video (the creator)',
    ...creator,
    body: FeedbackCommentSchema,
    responses: { 201: One(FeedbackSubmissionSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await addFeedbackComment(c.var.deps, userIdOf(auth), idOf(params), body), 201),
);

defineRoute(
  feedbackRouter,
  {
    method: 'delete',
    path: '/feedback/:id/comments/:commentId',
    summary: 'Remove a comment (the creator)',
    ...creator,
    responses: { 200: One(FeedbackSubmissionSchema) },
  },
  async (c, { auth, params }) =>
    one(c, await deleteFeedbackComment(c.var.deps, userIdOf(auth), idOf(params), idOf(params, 'commentId'))),
);

defineRoute(
  feedbackRouter,
  {
    method: 'put',
    path: '/feedback/:id/answered',
    summary: 'Mark the answer complete (the creator)',
    ...creator,
    responses: { 200: One(FeedbackSubmissionSchema) },
  },
  async (c, { auth, params }) => one(c, await markAnswered(c.var.deps, userIdOf(auth), idOf(params))),
);
