import { useEffect, useRef, useState } from 'react';
import { realtime } from '@app/platform/realtime';

const SHOW_MS = 4000;
const SEND_EVERY_MS = 2500;

/** Who is typing in this conversation (user ids, each for 4 s after their last signal). */
export function useTypingUsers(conversationId: number): number[] {
  const [typing, setTyping] = useState<number[]>([]);
  useEffect(() => {
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const off = realtime.subscribe((m) => {
      if (m.type === 'message' && m.message.conversation_id === conversationId) {
        // A message ends its author's typing.
        clearTimeout(timers.get(m.message.author.id));
        timers.delete(m.message.author.id);
        setTyping((ids) => ids.filter((id) => id !== m.message.author.id));
      }
      if (m.type !== 'typing' || m.conversation_id !== conversationId) return;
      clearTimeout(timers.get(m.user_id));
      setTyping((ids) => (ids.includes(m.user_id) ? ids : [...ids, m.user_id]));
      timers.set(
        m.user_id,
        setTimeout(() => {
          timers.delete(m.user_id);
          setTyping((ids) => ids.filter((id) => id !== m.user_id));
        }, SHOW_MS),
      );
    });
    return () => {
      off();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [conversationId]);
  return typing;
}

/** Tells the others this person is typing, at most every 2.5 s. */
export function useSendTyping(conversationId: number): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < SEND_EVERY_MS) return;
    last.current = now;
    realtime.send({ type: 'typing', conversation_id: conversationId });
  };
}
