import type { Deps } from '../../deps';
import { activeMemberIds } from './chat-access';
import { mayForwardTyping } from './chat-throttle';

/** The members a typing signal goes to, or null when it is throttled or the sender is no member. */
export async function typingAudience(deps: Deps, userId: number, conversationId: number): Promise<number[] | null> {
  // Decided before the first await, so signals are counted in the order they arrived.
  if (!mayForwardTyping(deps, userId, conversationId)) return null;
  const members = await activeMemberIds(deps.db, conversationId);
  return members.includes(userId) ? members : null;
}
