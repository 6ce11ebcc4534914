import type { Context } from 'hono';
import type { ContentAction } from '@shared/content-lifecycle';
import { Permission } from '@shared/permissions';
import {
  AutoPublishSchema,
  CalendarRangeSchema,
  CollaborationListQuerySchema,
  CollaborationReplySchema,
  CollaborationReplyResultSchema,
  CreateContentSchema,
  DeleteContentSchema,
  EditorDescriptors,
  InviteCollaboratorSchema,
  PatchStepSchema,
  MEETING_LINK_MAX,
  MEETING_PLACE_MAX,
  MEETINGS_MAX,
  StudioListQuerySchema,
  CreatorCalendarSchema,
  StudioContentSchema,
  StudioCountsSchema,
  StudioListItemSchema,
} from '@shared/schemas/content-editor';
import { One, Page } from '@shared/schemas/envelope';
import type { AuthContext, Env } from '../../http/context';
import { invalidField, notFound, unauthorized } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { jsonBytesFor } from '../../http/body-limit';
import { parseId } from '../content';
import { inviteCollaborator, removeCollaborator, replyToCollaboration } from './collaborations';
import { createContent } from './create-content';
import { creatorCalendar } from './creator-calendar';
import { countStudioContent, listInvitations, listStudioContent } from './list-studio-content';
import { getStudioContent } from './load-studio-content';
import { saveStep } from './save-step';
import { transitionContent } from './transition-content';

/**
 * Mounted at /api, BEFORE the content read router (so /content/calendar is not read as an item id).
 * The creator's write side: drafts, editor steps, the lifecycle, the studio lists, collaborations and the
 * calendar. Request and response shapes: src/shared/schemas/content-editor.ts.
 */
export const studioRouter = createRouter('api');

const creator = { access: 'user', permissions: [Permission.creator] } as const;

function idOf(params: Record<string, string>, key = 'id'): number {
  const id = parseId(params[key]);
  if (!id) throw notFound();
  return id;
}

function userOf(auth: AuthContext | null) {
  if (!auth?.user) throw unauthorized();
  return auth.user;
}

const now = (c: Context<Env>) => new Date(c.var.deps.clock.now());

defineRoute(
  studioRouter,
  {
    method: 'post',
    path: '/content',
    summary: 'Create a draft (status 2)',
    ...creator,
    body: CreateContentSchema,
    responses: { 201: One(StudioContentSchema) },
  },
  async (c, { auth, body }) => one(c, await createContent(c.var.deps, userOf(auth), body, c.var.locale), 201),
);

defineRoute(
  studioRouter,
  {
    method: 'get',
    path: '/creator/content',
    summary: "The creator's items in one view: all, collaborations, calendar, archived, trashed",
    ...creator,
    query: StudioListQuerySchema,
    responses: { 200: Page(StudioListItemSchema) },
  },
  async (c, { auth, query }) => {
    const { data, meta } = await listStudioContent(c.var.deps.db, userOf(auth).id, query, now(c));
    return page(c, data, meta);
  },
);

defineRoute(
  studioRouter,
  {
    method: 'get',
    path: '/creator/content/counts',
    summary: 'How many items each view holds',
    ...creator,
    responses: { 200: One(StudioCountsSchema) },
  },
  async (c, { auth }) => one(c, await countStudioContent(c.var.deps.db, userOf(auth).id)),
);

defineRoute(
  studioRouter,
  {
    method: 'get',
    path: '/creator/content/:id',
    summary: 'One of your items as the editor reads it',
    ...creator,
    responses: { 200: One(StudioContentSchema) },
  },
  async (c, { auth, params }) =>
    one(c, await getStudioContent(c.var.deps.db, userOf(auth).id, idOf(params), c.var.locale)),
);

defineRoute(
  studioRouter,
  {
    method: 'get',
    path: '/creator/collaborations',
    summary: 'Items you were invited to, optionally by your reply (0 pending, 1 accepted, 2 declined)',
    ...creator,
    query: CollaborationListQuerySchema,
    responses: { 200: Page(StudioListItemSchema) },
  },
  async (c, { auth, query }) => {
    const { data, meta } = await listInvitations(
      c.var.deps.db,
      userOf(auth).id,
      query.status,
      { page: query.page, limit: query.limit },
      now(c),
    );
    return page(c, data, meta);
  },
);

defineRoute(
  studioRouter,
  {
    method: 'get',
    path: '/content/calendar',
    summary: "The creator's meetings and bookings between two days (inclusive, UTC)",
    ...creator,
    query: CalendarRangeSchema,
    responses: { 200: One(CreatorCalendarSchema) },
  },
  async (c, { auth, query }) => one(c, await creatorCalendar(c.var.deps.db, userOf(auth).id, query, now(c))),
);

/** The largest step is a class's meetings; the dates, ids and capacity of one take well under 200 characters. */
const STEP_BODY_LIMIT = jsonBytesFor(MEETINGS_MAX * (MEETING_PLACE_MAX + MEETING_LINK_MAX + 200));

defineRoute(
  studioRouter,
  {
    method: 'patch',
    path: '/content/:id',
    summary: 'Save one editor step ({ step, ...fields }), validated by the step schema of the item type',
    description: 'Steps: general-info, base_info, tags, meeting-info, service-info, subscription (see editorStepsFor).',
    ...creator,
    body: PatchStepSchema,
    bodyLimit: STEP_BODY_LIMIT,
    responses: { 200: One(StudioContentSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await saveStep(c.var.deps, userOf(auth).id, idOf(params), body, c.var.locale)),
);

defineRoute(
  studioRouter,
  {
    method: 'put',
    path: '/content/:id/published',
    summary: 'Update a published item: one editor step ({ step, ...fields }), as PATCH, for published items only',
    description: 'Anything not published (a draft, on review, archived, in the trash) is 422 on status.',
    ...creator,
    body: PatchStepSchema,
    bodyLimit: STEP_BODY_LIMIT,
    responses: { 200: One(StudioContentSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await saveStep(c.var.deps, userOf(auth).id, idOf(params), body, c.var.locale, 'published')),
);

/** The lifecycle routes without a body: one action each. */
const simpleTransitions: { method: 'put' | 'delete'; path: string; action: ContentAction; summary: string }[] = [
  {
    method: 'put',
    path: '/content/:id/publish',
    action: 'publish',
    summary: 'Publish now (0 while transcoding, 4 when review is needed)',
  },
  {
    method: 'delete',
    path: '/content/:id/auto-publish',
    action: 'cancelAutoPublish',
    summary: 'Cancel a scheduled publication',
  },
  { method: 'put', path: '/content/:id/archivate', action: 'archive', summary: 'Archive' },
  { method: 'put', path: '/content/:id/un-archivate', action: 'unarchive', summary: 'Un-archive' },
  { method: 'put', path: '/content/:id/restore', action: 'restore', summary: 'Restore from the trash' },
];

for (const route of simpleTransitions) {
  defineRoute(
    studioRouter,
    {
      method: route.method,
      path: route.path,
      summary: route.summary,
      ...creator,
      responses: { 200: One(StudioContentSchema) },
    },
    async (c, { auth, params }) =>
      one(
        c,
        await transitionContent(c.var.deps, { userId: userOf(auth).id }, idOf(params), route.action, {
          locale: c.var.locale,
        }),
      ),
  );
}

defineRoute(
  studioRouter,
  {
    method: 'put',
    path: '/content/:id/auto-publish',
    summary: 'Publish at a future time (a job runs it)',
    ...creator,
    body: AutoPublishSchema,
    responses: { 200: One(StudioContentSchema) },
  },
  async (c, { auth, params, body }) =>
    one(
      c,
      await transitionContent(c.var.deps, { userId: userOf(auth).id }, idOf(params), 'autoPublish', {
        publishAt: new Date(body.publish_at),
        locale: c.var.locale,
      }),
    ),
);

defineRoute(
  studioRouter,
  {
    method: 'delete',
    path: '/content/:id',
    summary: 'Move to the trash with a reason',
    ...creator,
    body: DeleteContentSchema,
    responses: { 200: One(StudioContentSchema) },
  },
  async (c, { auth, params, body }) => {
    const id = idOf(params);
    if (body.id !== id) throw invalidField('id', EditorDescriptors.idMismatch);
    return one(
      c,
      await transitionContent(c.var.deps, { userId: userOf(auth).id }, id, 'delete', {
        deletionReason: body.deletion_reason,
        locale: c.var.locale,
      }),
    );
  },
);

defineRoute(
  studioRouter,
  {
    method: 'post',
    path: '/content/:id/collaborators',
    summary: 'Invite a creator to collaborate (pending until they reply)',
    ...creator,
    body: InviteCollaboratorSchema,
    responses: { 201: One(StudioContentSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await inviteCollaborator(c.var.deps, userOf(auth).id, idOf(params), body.creator_id, c.var.locale), 201),
);

defineRoute(
  studioRouter,
  {
    method: 'delete',
    path: '/content/:id/collaborators/:creatorId',
    summary: 'Withdraw an invitation or remove a collaborator',
    ...creator,
    responses: { 200: One(StudioContentSchema) },
  },
  async (c, { auth, params }) =>
    one(
      c,
      await removeCollaborator(c.var.deps, userOf(auth).id, idOf(params), idOf(params, 'creatorId'), c.var.locale),
    ),
);

defineRoute(
  studioRouter,
  {
    method: 'put',
    path: '/content/:id/collaboration/reply',
    summary: 'Accept (1) or decline (2) an invitation; only the invitee, only while pending',
    ...creator,
    body: CollaborationReplySchema,
    responses: { 200: One(CollaborationReplyResultSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await replyToCollaboration(c.var.deps, userOf(auth).id, idOf(params), body.status)),
);
