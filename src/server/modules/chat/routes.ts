import { UnreadCountsSchema } from '@shared/notifications';
import { ShortUserSchema } from '@shared/schemas/content';
import { One, Page } from '@shared/schemas/envelope';
import { MediaAssetResourceSchema, UploadTicketSchema } from '@shared/schemas/uploads';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CHAT_HISTORY_PAGE,
  ChatFileUploadedSchema,
  ChatPresignSchema,
  CreateConversationSchema,
  KickSchema,
  MarkChatReadSchema,
  SendMessageSchema,
  type MayMessage,
  UpdateConversationSchema,
  ChatHistorySchema,
  ChatMemberSchema,
  ChatMessageSchema,
  ConversationSchema,
  MayMessageSchema,
} from '@shared/schemas/chat';
import { chatMembers, chatMessages, mediaAssets } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { AuthContext } from '../../http/context';
import { createRouter, defineRoute, mediaBody, noContent, one, page } from '../../http/route';
import { storageFor } from '../../services/storage';
import { parseId } from '../content';
import { libraryMembers, userIdOf } from '../fan';
import { completeUpload } from '../uploads/complete-upload';
import { createUpload } from '../uploads/create-upload';
import { channelIdByUrl, requireMembership } from './chat-access';
import { mayMessage, possibleChatMates, type Viewer } from './chat-mates';
import { throttleChatSend } from './chat-throttle';
import { createConversation } from './create-conversation';
import { listConversations } from './list-conversations';
import { listAttachments, listMessages } from './list-messages';
import { markChatRead } from './mark-chat-read';
import { loadConversation } from './serialize-chat';
import { sendMessage } from './send-message';
import { removeMember, updateConversation } from './update-conversation';

/** Mounted at /api: conversations for fans and creators. Unknown conversation 404, not a member 403. */
export const chatRouter = createRouter('api');

const member = { access: 'user', permissions: libraryMembers } as const;

function viewerOf(auth: AuthContext | null): Viewer {
  if (!auth?.user) throw new Error('a user route ran without a user');
  return { id: auth.user.id, kind: auth.user.kind };
}

function conversationId(params: Record<string, string>): number {
  const id = parseId(params.id);
  if (!id) throw notFound();
  return id;
}

const intParam = (fallback: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max)),
    String(fallback),
  );
const PageQuery = v.object({ page: intParam(1, 100_000), limit: intParam(20, 100) });
const HistoryQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
  limit: intParam(CHAT_HISTORY_PAGE, 100),
});
const MatesQuery = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(100))), limit: intParam(20, 100) });
const MembersQuery = v.object({ chat_url: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/chat/conversations',
    summary: 'Your conversations with unread counts',
    ...member,
    query: PageQuery,
    responses: { 200: Page(ConversationSchema) },
  },
  async (c, { auth, query }) => {
    const { data, meta } = await listConversations(c.var.deps.db, userIdOf(auth), query);
    return page(c, data, meta);
  },
);

defineRoute(
  chatRouter,
  {
    method: 'post',
    path: '/chat/conversations',
    summary: 'Start a conversation (direct with one person and no name, else a group)',
    ...member,
    body: CreateConversationSchema,
    responses: { 200: One(ConversationSchema), 201: One(ConversationSchema) },
  },
  async (c, { auth, body }) => {
    const { conversation, created } = await createConversation(c.var.deps.db, viewerOf(auth), body);
    return one(c, conversation, created ? 201 : 200);
  },
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/chat/conversations/:id',
    summary: 'One conversation with its members',
    ...member,
    responses: { 200: One(ConversationSchema) },
  },
  async (c, { auth, params }) => {
    const id = conversationId(params);
    await requireMembership(c.var.deps.db, userIdOf(auth), id);
    return one(c, await loadConversation(c.var.deps.db, userIdOf(auth), id));
  },
);

defineRoute(
  chatRouter,
  {
    method: 'put',
    path: '/chat/conversations/:id',
    summary: 'Rename a conversation or add people to a group',
    ...member,
    body: UpdateConversationSchema,
    responses: { 200: One(ConversationSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await updateConversation(c.var.deps.db, viewerOf(auth), conversationId(params), body)),
);

defineRoute(
  chatRouter,
  {
    method: 'delete',
    path: '/chat/conversations/:id/members/:userId',
    summary: 'Remove a member (the owner) or leave (yourself)',
    ...member,
    responses: { 204: null },
  },
  async (c, { auth, params }) => {
    const userId = parseId(params.userId);
    if (!userId) throw notFound();
    await removeMember(c.var.deps.db, userIdOf(auth), conversationId(params), userId);
    return noContent(c);
  },
);

defineRoute(
  chatRouter,
  {
    method: 'put',
    path: '/sendbird/kick-from-a-chat',
    summary: "The spec's kick: remove `fan_id` from the conversation `chat_url`",
    ...member,
    body: KickSchema,
    responses: { 200: One(v.object({ removed: v.boolean() })) },
  },
  async (c, { auth, body }) => {
    const id = await channelIdByUrl(c.var.deps.db, body.chat_url);
    await removeMember(c.var.deps.db, userIdOf(auth), id, body.fan_id);
    return one(c, { removed: true });
  },
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/sendbird/list-members',
    summary: "The spec's member list of the conversation `chat_url`",
    ...member,
    query: MembersQuery,
    responses: { 200: One(v.array(ChatMemberSchema)) },
  },
  async (c, { auth, query }) => {
    const id = await channelIdByUrl(c.var.deps.db, query.chat_url);
    await requireMembership(c.var.deps.db, userIdOf(auth), id);
    return one(c, (await loadConversation(c.var.deps.db, userIdOf(auth), id)).members);
  },
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/chat/conversations/:id/messages',
    summary: 'History, paged backwards with `before` (a message id), oldest first',
    ...member,
    query: HistoryQuery,
    responses: { 200: One(ChatHistorySchema) },
  },
  async (c, { auth, params, query }) =>
    one(c, await listMessages(c.var.deps.db, userIdOf(auth), conversationId(params), query)),
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/chat/conversations/:id/attachments',
    summary: "The conversation's attachments, newest first",
    ...member,
    responses: { 200: One(v.array(ChatMessageSchema)) },
  },
  async (c, { auth, params }) => one(c, await listAttachments(c.var.deps.db, userIdOf(auth), conversationId(params))),
);

defineRoute(
  chatRouter,
  {
    method: 'post',
    path: '/chat/conversations/:id/messages',
    summary: 'Send a message (idempotent by client_message_id)',
    description: 'Rate-limited per person: a burst of 30, then one every 2 s (429 with Retry-After, nothing stored).',
    ...member,
    body: SendMessageSchema,
    responses: { 200: One(ChatMessageSchema), 201: One(ChatMessageSchema) },
  },
  async (c, { auth, params, body }) => {
    throttleChatSend(c.var.deps, userIdOf(auth));
    const { message, created } = await sendMessage(c.var.deps.db, userIdOf(auth), conversationId(params), body);
    return one(c, message, created ? 201 : 200);
  },
);

defineRoute(
  chatRouter,
  {
    method: 'post',
    path: '/notifications/mark-chat-as-read',
    summary: 'Mark a conversation read (up to message_id); answers the new unread totals',
    ...member,
    body: MarkChatReadSchema,
    responses: { 200: One(UnreadCountsSchema) },
  },
  async (c, { auth, body }) =>
    one(c, await markChatRead(c.var.deps.db, userIdOf(auth), body.conversation_id, body.message_id)),
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/users/possible-chat-mates',
    summary: 'People you may start a conversation with',
    ...member,
    query: MatesQuery,
    responses: { 200: One(v.array(ShortUserSchema)) },
  },
  async (c, { auth, query }) => one(c, await possibleChatMates(c.var.deps.db, viewerOf(auth), query)),
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/users/:id/may-message',
    summary: 'Whether you may start a conversation with this person (fans: creators they follow or bought from)',
    ...member,
    responses: { 200: One(MayMessageSchema) },
  },
  async (c, { auth, params }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    const allowed = await mayMessage(c.var.deps.db, viewerOf(auth), id);
    return one(c, { user_id: id, allowed } satisfies MayMessage);
  },
);

defineRoute(
  chatRouter,
  {
    method: 'post',
    path: '/chat/pre-sign/upload',
    summary: 'Start uploading a chat attachment (pre-signed)',
    ...member,
    body: ChatPresignSchema,
    responses: { 201: One(UploadTicketSchema) },
  },
  async (c, { auth, body }) =>
    one(c, await createUpload(c.var.deps, userIdOf(auth), { purpose: 'chat', ...body }), 201),
);

defineRoute(
  chatRouter,
  {
    method: 'post',
    path: '/chat/file-uploaded',
    summary: 'Finish a chat attachment upload; answers the asset to send with a message',
    ...member,
    body: ChatFileUploadedSchema,
    responses: { 200: One(MediaAssetResourceSchema) },
    // The upload id names none of yours.
    refusals: [404],
  },
  async (c, { auth, body }) => one(c, await completeUpload(c.var.deps, userIdOf(auth), body.upload_id)),
);

defineRoute(
  chatRouter,
  {
    method: 'get',
    path: '/chat/attachments/:messageId',
    summary: "A message's attachment, for the conversation's members",
    ...member,
    responses: { 200: mediaBody('*/*', 'The file, of the type it was uploaded as (only images shown inline)') },
    refusals: [403],
  },
  async (c, { auth, params }) => {
    const messageId = parseId(params.messageId);
    if (!messageId) throw notFound();
    const [row] = await c.var.deps.db
      .select({ key: mediaAssets.storageKey, mime: mediaAssets.mimeType, memberId: chatMembers.userId })
      .from(chatMessages)
      .innerJoin(mediaAssets, eq(mediaAssets.id, chatMessages.attachmentId))
      .leftJoin(
        chatMembers,
        and(
          eq(chatMembers.channelId, chatMessages.channelId),
          eq(chatMembers.userId, userIdOf(auth)),
          isNull(chatMembers.removedAt),
        ),
      )
      .where(eq(chatMessages.id, messageId));
    if (!row) throw notFound();
    if (row.memberId === null) throw forbidden();
    const object = await storageFor(c.var.deps.config).stream(row.key);
    if (!object) throw notFound();
    return new Response(Readable.toWeb(object.body) as ReadableStream, {
      headers: {
        'Content-Type': row.mime,
        'Content-Length': String(object.size),
        'Cache-Control': 'private, max-age=3600',
        // Never rendered as a page of ours: an uploaded HTML or SVG cannot run in the app's origin.
        'Content-Disposition': row.mime.startsWith('image/') ? 'inline' : 'attachment',
      },
    });
  },
);
