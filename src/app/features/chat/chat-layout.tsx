import { Outlet } from '@tanstack/react-router';
import { useChatRealtime } from './use-chat-realtime';

/** `/account/direct/*`: every chat page shares the live cache updates and the offline queue. */
export function ChatLayout() {
  useChatRealtime();
  return <Outlet />;
}
