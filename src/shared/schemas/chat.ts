import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { CHAT_URL_MAX, REQUEST_KEY_MAX } from '../limits';
import type { UnreadCounts } from '../notifications';
import { ShortUserSchema } from './content';

/**
 * Chat: our own service in place of the spec's third-party chat. The request shapes the chat pages send and the API
 * checks, and what it answers. A conversation's public name is its `chat_url` (the spec's field); the PWA routes
 * use its numeric id.
 */
export const chatKinds = ['direct', 'group'] as const;
export type ChatKind = (typeof chatKinds)[number];

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_NAME_MAX = 100;
export const CHAT_GROUP_MAX_MEMBERS = 50;
export const CHAT_HISTORY_PAGE = 30;
/** Attachments: images (MEDIA checks the bytes), shown inline. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ChatDescriptors = defineMessages({
  bodyRequired: /*i18n*/ { id: 'chat.body-required', message: 'Write a message or attach a file.' },
  bodyTooLong: /*i18n*/ {
    id: 'chat.body-too-long',
    message: 'A message holds at most {max} characters.',
    values: { max: CHAT_MESSAGE_MAX },
  },
  clientIdInvalid: /*i18n*/ {
    id: 'chat.client-id-invalid',
    message: 'The client message id must be 1 to 64 letters, digits, dashes or underscores.',
  },
  usersRequired: /*i18n*/ { id: 'chat.users-required', message: 'Choose at least one person.' },
  usersTooMany: /*i18n*/ {
    id: 'chat.users-too-many',
    message: 'A conversation holds at most {max} people.',
    values: { max: CHAT_GROUP_MAX_MEMBERS },
  },
  userIdInvalid: /*i18n*/ { id: 'chat.user-id-invalid', message: 'A user id must be a whole number.' },
  userNotAllowed: /*i18n*/ {
    id: 'chat.user-not-allowed',
    message: 'You cannot start a conversation with this person.',
  },
  nameTooLong: /*i18n*/ {
    id: 'chat.name-too-long',
    message: 'A conversation name holds at most {max} characters.',
    values: { max: CHAT_NAME_MAX },
  },
  notMember: /*i18n*/ { id: 'chat.not-member', message: 'You are not a member of this conversation.' },
  directFixed: /*i18n*/ {
    id: 'chat.direct-fixed',
    message: 'People cannot be added to a direct conversation; start a group instead.',
  },
  kickNotAllowed: /*i18n*/ {
    id: 'chat.kick-not-allowed',
    message: 'Only the person who started the conversation can remove others.',
  },
  notAMember: /*i18n*/ { id: 'chat.not-a-member', message: 'This person is not a member of the conversation.' },
  attachmentInvalid: /*i18n*/ { id: 'chat.attachment-invalid', message: 'This file cannot be attached.' },
  messageInvalid: /*i18n*/ { id: 'chat.message-invalid', message: 'The message id must be a whole number.' },
});
export const ChatMessages = englishTexts(ChatDescriptors);
const M = ChatMessages;

const userId = recordId(M.userIdInvalid);
const messageId = recordId(M.messageInvalid, 0);
const chatName = v.pipe(v.string(), v.trim(), v.maxLength(CHAT_NAME_MAX, M.nameTooLong));

export const CreateConversationSchema = v.object({
  user_ids: v.pipe(
    v.array(userId, M.usersRequired),
    v.minLength(1, M.usersRequired),
    v.maxLength(CHAT_GROUP_MAX_MEMBERS - 1, M.usersTooMany),
  ),
  /** With a name, or more than one other person, the conversation is a group; otherwise the pair's direct one. */
  name: v.optional(chatName),
});
export type CreateConversationInput = v.InferOutput<typeof CreateConversationSchema>;

export const UpdateConversationSchema = v.object({
  name: v.optional(chatName),
  add_user_ids: v.optional(v.pipe(v.array(userId), v.maxLength(CHAT_GROUP_MAX_MEMBERS - 1, M.usersTooMany))),
});
export type UpdateConversationInput = v.InferOutput<typeof UpdateConversationSchema>;

export const SendMessageSchema = v.pipe(
  v.object({
    client_message_id: v.pipe(
      v.string(M.clientIdInvalid),
      v.maxLength(REQUEST_KEY_MAX, M.clientIdInvalid),
      v.regex(/^[A-Za-z0-9_-]{1,64}$/, M.clientIdInvalid),
    ),
    body: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CHAT_MESSAGE_MAX, M.bodyTooLong)), ''),
    attachment_id: v.optional(v.nullable(userId)),
  }),
  v.forward(
    v.check((m) => m.body.length > 0 || !!m.attachment_id, M.bodyRequired),
    ['body'],
  ),
);
export type SendMessageInput = v.InferOutput<typeof SendMessageSchema>;

/** The spec's kick: `{ chat_url, fan_id }`. */
export const KickSchema = v.object({
  chat_url: v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_URL_MAX)),
  fan_id: userId,
});

export const MarkChatReadSchema = v.object({
  conversation_id: userId,
  /** Read up to this message; the newest when left out. */
  message_id: v.optional(messageId),
});

export const ChatPresignSchema = v.object({
  filename: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  mime_type: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHAT_ATTACHMENT_MAX_BYTES, M.attachmentInvalid)),
});
export const ChatFileUploadedSchema = v.object({ upload_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

/** GET /api/users/:id/may-message: whether the viewer may start a conversation with this person. */
export const MayMessageSchema = answer(v.object({ user_id: v.number(), allowed: v.boolean() }));
export type MayMessage = v.InferOutput<typeof MayMessageSchema>;

export const ChatAttachmentSchema = answer(
  v.object({
    id: v.number(),
    mime_type: v.string(),
    size: v.number(),
    kind: v.picklist(['image', 'file']),
    /** Fetched with the bearer token (members only); images are shown from the fetched bytes. */
    url: v.string(),
  }),
);
export type ChatAttachment = v.InferOutput<typeof ChatAttachmentSchema>;

export const ChatMessageSchema = answer(
  v.object({
    id: v.number(),
    conversation_id: v.number(),
    client_message_id: v.string(),
    author: ShortUserSchema,
    body: v.string(),
    attachment: v.nullable(ChatAttachmentSchema),
    created_at: v.string(),
  }),
);
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatMemberSchema = answer(
  v.object({
    ...ShortUserSchema.entries,
    /** The newest message this member has read (read receipts). */
    last_read_message_id: v.number(),
    is_owner: v.boolean(),
  }),
);
export type ChatMember = v.InferOutput<typeof ChatMemberSchema>;

export const ConversationSchema = answer(
  v.object({
    id: v.number(),
    chat_url: v.string(),
    kind: v.picklist(chatKinds),
    /** The saved name, or the other people's names joined. */
    name: v.string(),
    has_custom_name: v.boolean(),
    owner_id: v.number(),
    members: v.array(ChatMemberSchema),
    last_message: v.nullable(ChatMessageSchema),
    unread_count: v.number(),
    updated_at: v.string(),
  }),
);
export type Conversation = v.InferOutput<typeof ConversationSchema>;

/** The history page: oldest first; `has_more` when older messages exist before the first. */
export const ChatHistorySchema = answer(v.object({ messages: v.array(ChatMessageSchema), has_more: v.boolean() }));
export type ChatHistory = v.InferOutput<typeof ChatHistorySchema>;

/** What `/ws` sends to a signed-in tab. */
export type RealtimeServerMessage =
  | { type: 'ready'; user_id: number; counts: UnreadCounts }
  | { type: 'pong' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversation_id: number; user_id: number }
  | { type: 'read'; conversation_id: number; user_id: number; message_id: number }
  | { type: 'conversation'; conversation_id: number }
  | { type: 'removed'; conversation_id: number }
  | { type: 'counts'; counts: UnreadCounts }
  | { type: 'error'; message: string };

/** What a tab sends: the ticket first, then heartbeats and typing. */
export type RealtimeClientMessage =
  { type: 'auth'; ticket: string } | { type: 'ping' } | { type: 'typing'; conversation_id: number };

export const WsTicketSchema = answer(v.object({ ticket: v.string(), expires_in: v.number() }));
export type WsTicket = v.InferOutput<typeof WsTicketSchema>;
