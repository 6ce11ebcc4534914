import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtime } from '@app/platform/realtime';
import { addMessageToHistory, applyReadReceipt, CHAT_ROOT, conversationQueryOptions, historyQueryOptions } from './api';
import { chatOutbox } from './outbox';

/**
 * Keeps the chat caches live while a chat page is open: new messages join their history, receipts move members'
 * read marks, membership changes refetch. After each (re)connection the queue of unsent messages is sent in order
 * and the conversations are refetched, covering whatever happened while the socket was away.
 */
export function useChatRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    chatOutbox.onSent = (message) => {
      addMessageToHistory(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
    };
    void chatOutbox.flush();
    const off = realtime.subscribe((m) => {
      switch (m.type) {
        case 'ready':
          void chatOutbox.flush();
          void queryClient.invalidateQueries({ queryKey: [CHAT_ROOT] });
          return;
        case 'message':
          addMessageToHistory(queryClient, m.message);
          void queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
          if (m.message.attachment) {
            void queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'attachments', m.message.conversation_id] });
          }
          return;
        case 'read':
          applyReadReceipt(queryClient, m.conversation_id, m.user_id, m.message_id);
          return;
        case 'conversation':
          void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(m.conversation_id).queryKey });
          void queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
          return;
        case 'removed':
          // Reset, not just invalidate: a refetch that fails (403) would otherwise keep showing the old messages
          // and the composer to someone who is no longer a member.
          void queryClient.resetQueries({ queryKey: conversationQueryOptions(m.conversation_id).queryKey });
          void queryClient.resetQueries({ queryKey: historyQueryOptions(m.conversation_id).queryKey });
          void queryClient.invalidateQueries({ queryKey: [CHAT_ROOT, 'list'] });
          return;
        default:
          return;
      }
    });
    return () => {
      off();
      chatOutbox.onSent = undefined;
    };
  }, [queryClient]);
}
