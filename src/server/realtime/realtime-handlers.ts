import type { ChatMessage } from '@shared/schemas/chat';
import type { UnreadCounts } from '@shared/notifications';
import type { Db } from '../db/client';
import type { Deps } from '../deps';

/**
 * What the hub asks of the product: it moves frames between sockets and the event bus, and the modules that own
 * the meaning (chat, notifications) answer these. The composition root (src/server/realtime-handlers.ts) wires them.
 */
export interface RealtimeHandlers {
  /** A tab's unread totals, sent when it connects. */
  unreadCounts(db: Db, userId: number): Promise<UnreadCounts>;
  /** Several people's unread totals in one read (the recount after a burst of `unread` events). */
  unreadCountsOf(db: Db, userIds: readonly number[]): Promise<Map<number, UnreadCounts>>;
  /**
   * Who hears that this person is typing in this conversation, or null to drop the signal. Any throttle must be
   * decided before the first await, so signals are counted in the order they arrived.
   */
  typingAudience(deps: Deps, userId: number, conversationId: number): Promise<number[] | null>;
  /** A new chat message as its members see it, or null if it is gone. */
  chatMessage(db: Db, messageId: number): Promise<ChatMessage | null>;
  /** Some instance wrote to the notification outbox: start delivering. */
  deliveriesWaiting(deps: Deps): Promise<void>;
}
