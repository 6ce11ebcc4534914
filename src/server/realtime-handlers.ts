import type { RealtimeHandlers } from './realtime/realtime-handlers';
import { loadChatMessage } from './modules/chat/serialize-chat';
import { typingAudience } from './modules/chat/typing-audience';
import { startDeliveries } from './modules/notifications/deliver-notifications';
import { unreadCounts, unreadCountsOf } from './modules/notifications/unread-counts';

/** The composition root's answer to the real-time hub: chat and notifications register here; the hub knows neither. */
export const realtimeHandlers: RealtimeHandlers = {
  unreadCounts,
  unreadCountsOf,
  typingAudience,
  chatMessage: loadChatMessage,
  deliveriesWaiting: startDeliveries,
};
