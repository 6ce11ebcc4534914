import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { UnreadCountsSchema } from '@shared/notifications';
import {
  CHAT_HISTORY_PAGE,
  type ChatHistory,
  type ChatMember,
  type ChatMessage,
  type Conversation,
  type CreateConversationInput,
  type UpdateConversationInput,
} from '@shared/schemas/chat';
import type { ShortUser, ShortUserSchema } from '@shared/schemas/content';
import { api } from '@app/platform/api';
import { setUnreadCounts } from '@app/features/notifications';
import type { ChatMessageSchema, ConversationSchema, ChatHistorySchema } from '@shared/schemas/chat';
import type { ListOf, OneOf, PageOf } from '@app/platform/api';

export const CHAT_ROOT = 'chat';
export const CONVERSATIONS_PAGE_SIZE = 20;

export function conversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [CHAT_ROOT, 'list', page] as const,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof ConversationSchema>>('/api/chat/conversations', {
        query: new URLSearchParams({ page: String(page), limit: String(CONVERSATIONS_PAGE_SIZE) }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The conversation pages show their own states (not a member, not found, retry), so these queries handle their
 * errors locally: a member removed while reading must not get the app's "no permission" dialog, which signs out.
 */
const pageErrors = { localErrors: true, forbiddenIsState: true } as const;

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: [CHAT_ROOT, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof ConversationSchema>>(`/api/chat/conversations/${id}`, { signal }).then((r) => r.data),
    meta: pageErrors,
  });
}

export type HistoryData = InfiniteData<ChatHistory, number | null>;

/** History pages: the first is the newest; each next one is older (`before` its first message). */
export function historyQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: [CHAT_ROOT, 'history', id] as const,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api
        .get<OneOf<typeof ChatHistorySchema>>(`/api/chat/conversations/${id}/messages`, {
          query: new URLSearchParams({
            limit: String(CHAT_HISTORY_PAGE),
            ...(pageParam ? { before: String(pageParam) } : {}),
          }),
          signal,
        })
        .then((r) => r.data),
    getNextPageParam: (last) => (last.has_more ? (last.messages[0]?.id ?? null) : null),
    meta: pageErrors,
  });
}

/** Every message loaded, oldest first. */
export function flattenHistory(data: InfiniteData<ChatHistory, unknown> | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.messages);
}

/**
 * A message that arrived live (or was just sent) joins the newest page once. A load of that history already under
 * way may have read it before the message was committed; its answer would replace the cache without it, so the
 * message joins again when that load lands.
 */
export function addMessageToHistory(queryClient: QueryClient, message: ChatMessage): void {
  const { queryKey } = historyQueryOptions(message.conversation_id);
  const join = () => queryClient.setQueryData<HistoryData>(queryKey, (data) => withMessage(data, message));
  join();
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return;
    // A query dropped from the cache (sign-out) has nothing to join; stop listening all the same.
    if (event.type === 'removed') return stop();
    if (query.state.fetchStatus === 'fetching') return;
    stop();
    join();
  });
}

function withMessage(data: HistoryData | undefined, message: ChatMessage): HistoryData | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** A read receipt moves a member's mark forward in the cached conversation. */
export function applyReadReceipt(queryClient: QueryClient, conversationId: number, userId: number, messageId: number) {
  queryClient.setQueryData<Conversation>(conversationQueryOptions(conversationId).queryKey, (c) =>
    c
      ? {
          ...c,
          members: c.members.map((m: ChatMember) =>
            m.id === userId ? { ...m, last_read_message_id: Math.max(m.last_read_message_id, messageId) } : m,
          ),
        }
      : c,
  );
}

export function possibleMatesQueryOptions(search: string) {
  return queryOptions<ShortUser[]>({
    queryKey: [CHAT_ROOT, 'mates', search] as const,
    queryFn: ({ signal }) =>
      api
        .get<ListOf<typeof ShortUserSchema>>('/api/users/possible-chat-mates', {
          query: new URLSearchParams({ limit: '50', ...(search ? { search } : {}) }),
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous: ShortUser[] | undefined) => previous,
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateConversationInput) =>
      api.post<OneOf<typeof ConversationSchema>>('/api/chat/conversations', input).then((r) => r.data),
    meta: { localErrors: true },
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryOptions(conversation.id).queryKey, conversation);
      return queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
    },
  });
}

export function useUpdateConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateConversationInput) =>
      api.put<OneOf<typeof ConversationSchema>>(`/api/chat/conversations/${id}`, input).then((r) => r.data),
    meta: { localErrors: true },
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryOptions(id).queryKey, conversation);
      return queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
    },
  });
}

export function useRemoveMember(conversation: Conversation) {
  const queryClient = useQueryClient();
  return useMutation({
    // The spec's kick: { chat_url, fan_id } (also how a member leaves: their own id).
    mutationFn: (userId: number) =>
      api.put('/api/sendbird/kick-from-a-chat', { chat_url: conversation.chat_url, fan_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHAT_ROOT] }),
  });
}

/** `mark-chat-as-read`: the answer is the new totals, which update the header badge at once. */
export async function markConversationRead(queryClient: QueryClient, conversationId: number, messageId?: number) {
  const { data } = await api.post<OneOf<typeof UnreadCountsSchema>>('/api/notifications/mark-chat-as-read', {
    conversation_id: conversationId,
    ...(messageId ? { message_id: messageId } : {}),
  });
  setUnreadCounts(queryClient, data);
  queryClient.setQueryData<Conversation>(conversationQueryOptions(conversationId).queryKey, (c) =>
    c ? { ...c, unread_count: 0 } : c,
  );
  await queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
}

export function attachmentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [CHAT_ROOT, 'attachments', id] as const,
    queryFn: ({ signal }) =>
      api
        .get<ListOf<typeof ChatMessageSchema>>(`/api/chat/conversations/${id}/attachments`, { signal })
        .then((r) => r.data),
    meta: pageErrors,
  });
}
