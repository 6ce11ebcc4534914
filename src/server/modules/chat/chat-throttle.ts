import type { Deps } from '../../deps';
import { tooManyAttempts } from '../../http/errors';
import { takeToken, type RateLimit } from '../../http/rate-limit';

/**
 * A burst of 30 messages, then one every 2 s: more than anyone types, and enough for an offline queue to catch up,
 * but one account cannot flood a conversation's members (each message is also a push and an unread count).
 */
export const chatSendLimit: RateLimit = { name: 'chat-send', capacity: 30, perMinute: 30 };
/** One typing signal per person and conversation every 2 s; the PWA sends one every 2.5 s while typing. */
export const chatTypingLimit: RateLimit = { name: 'chat-typing', capacity: 1, perMinute: 30 };
/** Across conversations, so a socket cycling through ids cannot turn typing into a stream of membership lookups. */
export const chatTypingAnyLimit: RateLimit = { name: 'chat-typing-any', capacity: 5, perMinute: 60 };

/** Refuses with 429 and Retry-After once the sender has used up their messages. */
export function throttleChatSend(deps: Deps, userId: number): void {
  const wait = takeToken(deps, chatSendLimit, String(userId));
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Whether a typing signal may be passed on. Keyed by person, not socket, so more tabs do not mean more signals;
 * the rest are dropped without an answer, as typing is only ever a hint.
 */
export function mayForwardTyping(deps: Deps, userId: number, conversationId: number): boolean {
  // The conversation's own limit first: a flood in one conversation must not use up the others' allowance.
  return (
    takeToken(deps, chatTypingLimit, `${userId}:${conversationId}`) === 0 &&
    takeToken(deps, chatTypingAnyLimit, String(userId)) === 0
  );
}
