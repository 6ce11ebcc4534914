import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { ChatMessage, Conversation } from '@shared/schemas/chat';
import { isApiError } from '@app/platform/api';
import { realtime, type RealtimeStatus } from '@app/platform/realtime';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { conversationQueryOptions, flattenHistory, historyQueryOptions, markConversationRead } from './api';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageBubble, PendingBubble } from './message-bubble';
import { chatOutbox } from './outbox';
import { useFillViewport } from './use-fill-viewport';
import { useTypingUsers } from './use-typing';

const NEAR_BOTTOM_PX = 120;

function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (cb) => realtime.onStatus(cb),
    () => realtime.status,
  );
}

function usePending(conversationId: number) {
  const items = useSyncExternalStore(
    (cb) => chatOutbox.subscribe(cb),
    () => chatOutbox.items,
  );
  return items.filter((m) => m.conversation_id === conversationId);
}

/** Who has read `message` (read receipts), as a short line under the viewer's own newest message. */
function seenLine(i18n: I18n, c: Conversation, meId: number, message: ChatMessage) {
  const readers = c.members.filter((m) => m.id !== meId && m.last_read_message_id >= message.id);
  if (readers.length === 0) return null;
  if (c.kind === 'direct') return i18n._(msg`Seen`);
  const n = readers.length;
  return i18n._(msg`Seen by ${n}`);
}

/** `/account/direct/{id}`: the live conversation. */
export function ConversationPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const me = useSiteProfile();
  const meId = me?.id ?? 0;
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQueryOptions(id));
  const history = useInfiniteQuery(historyQueryOptions(id));
  const pending = usePending(id);
  const status = useRealtimeStatus();
  const typing = useTypingUsers(id);
  usePageTitle(conversation.data?.name || t`Conversation`);

  const messages = flattenHistory(history.data);
  const newest = messages.at(-1);
  const page = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const previousHeight = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Mark read up to the newest message whenever it changes and the page is visible.
  const newestId = newest?.id;
  const conversationData = conversation.data;
  useEffect(() => {
    if (!newestId || document.visibilityState !== 'visible') return;
    const mine = conversationData?.members.find((m) => m.id === meId);
    if (mine && mine.last_read_message_id >= newestId && conversationData?.unread_count === 0) return;
    void markConversationRead(queryClient, id, newestId).catch(() => undefined);
  }, [newestId, id, meId, queryClient, conversationData]);

  // Announce messages from others as they arrive (not the history as it loads).
  const lastAnnounced = useRef<number | null>(null);
  useEffect(() => {
    if (!newest) return;
    if (lastAnnounced.current !== null && newest.id > lastAnnounced.current && newest.author.id !== meId) {
      const name = newest.author.name;
      const text = newest.body || t`an image`;
      setAnnouncement(t`New message from ${name}: ${text}`);
    }
    lastAnnounced.current = newest.id;
  }, [newest, meId, t]);

  // Keep the view at the bottom for new messages (if it was there, or the reader just sent one), and in place
  // when older ones load above.
  const sentCount = useRef(pending.length);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const justSent = pending.length > sentCount.current;
    sentCount.current = pending.length;
    if (previousHeight.current !== null) {
      el.scrollTop += el.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else if (stickToBottom.current || justSent) {
      stickToBottom.current = true;
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, pending.length]);

  // Images and late fonts make the list taller after it rendered: stay at the newest message if the reader was there.
  const hasList = messages.length + pending.length > 0;
  useEffect(() => {
    const el = scroller.current;
    const content = list.current;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current && previousHeight.current === null) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [hasList]);
  useFillViewport(page);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    previousHeight.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };
  const loadOlderRef = useRef(loadOlder);
  useEffect(() => {
    loadOlderRef.current = loadOlder;
  });
  const historyLoaded = history.data !== undefined;
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadOlderRef.current();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [historyLoaded]);

  const error = conversation.error ?? history.error;
  if (error && !conversation.data) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) {
      return (
        <EmptyState
          headingLevel="h2"
          title={t`This conversation is not available`}
          description={t`It does not exist, or you are no longer a member.`}
        />
      );
    }
    return (
      <LoadError
        headingLevel="h2"
        title={t`The conversation could not be loaded`}
        onRetry={() => void Promise.all([conversation.refetch(), history.refetch()])}
        retrying={conversation.isRefetching}
      />
    );
  }

  const c = conversation.data;
  const typingNames = c ? c.members.filter((m) => typing.includes(m.id)).map((m) => m.name) : [];
  const lastMine = [...messages].reverse().find((m) => m.author.id === meId);
  const typingName = typingNames.join(', ');

  return (
    <div
      ref={page}
      className={css({
        display: 'grid',
        // minmax(0, …): the messages scroll inside their row instead of stretching the page.
        gridTemplateRows: 'auto auto minmax(0, 1fr) auto auto',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: { base: '2', sm: '3' },
        minHeight: '24rem',
      })}
    >
      {c ? <ConversationHeader conversation={c} /> : <Skeleton height="3rem" />}
      {status === 'offline' ? (
        <p
          role="status"
          className={css({
            textStyle: 'body.sm',
            color: 'warning.fg',
            bg: 'warning.subtle',
            px: '3',
            py: '2',
            borderRadius: 'control',
          })}
        >
          <Trans>You are offline. Messages you write are sent when the connection returns.</Trans>
        </p>
      ) : (
        <span />
      )}
      <div
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        }}
        className={css({
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          borderRadius: 'card',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          p: '3',
        })}
        tabIndex={0}
        aria-label={t`Messages`}
        role="region"
      >
        <div ref={topSentinel} />
        {history.hasNextPage ? (
          <div className={css({ display: 'flex', justifyContent: 'center', pb: '2' })}>
            <Button type="button" size="sm" variant="ghost" loading={history.isFetchingNextPage} onClick={loadOlder}>
              <Trans>Load older messages</Trans>
            </Button>
          </div>
        ) : null}
        <LoadingRegion loading={history.isPending} label={t`Loading…`}>
          {history.isPending ? (
            <div className={css({ display: 'grid', gap: '2' })}>
              <Skeleton height="3rem" width="60%" />
              <Skeleton height="3rem" width="50%" />
            </div>
          ) : messages.length === 0 && pending.length === 0 ? (
            <p className={css({ color: 'fg.muted', textAlign: 'center', py: '8' })}>
              <Trans>No messages yet. Say hello!</Trans>
            </p>
          ) : (
            <ol ref={list} className={css({ display: 'grid', gap: '2' })}>
              {messages.map((m, i) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  mineSide={m.author.id === meId}
                  showAuthor={c?.kind === 'group' && m.author.id !== meId && messages[i - 1]?.author.id !== m.author.id}
                  seen={c && lastMine?.id === m.id ? seenLine(i18n, c, meId, m) : null}
                />
              ))}
              {pending.map((p) => (
                <PendingBubble
                  key={p.client_message_id}
                  message={p}
                  onRetry={() => void chatOutbox.retry(p.client_message_id)}
                  onDiscard={() => void chatOutbox.discard(p.client_message_id)}
                />
              ))}
            </ol>
          )}
        </LoadingRegion>
      </div>
      <p aria-live="polite" className={css({ textStyle: 'caption', color: 'fg.muted', minHeight: '1.25rem' })}>
        {typingNames.length > 0 ? <Trans>{typingName} is typing…</Trans> : null}
      </p>
      <Composer conversationId={id} />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
