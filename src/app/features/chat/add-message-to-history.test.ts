import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistory, ChatMessage } from '@shared/schemas/chat';
import { api } from '@app/platform/api';
import { addMessageToHistory, historyQueryOptions, type HistoryData } from './api';

const message = (id: number): ChatMessage => ({ id, conversation_id: 7, body: `m${id}` }) as unknown as ChatMessage;

/** History loads that answer only when told, as a slow server does. */
function slowHistory() {
  const waiting: ((history: { data: ChatHistory }) => void)[] = [];
  vi.spyOn(api, 'get').mockImplementation(() => new Promise((resolve) => waiting.push(resolve)));
  return async (history: ChatHistory) => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.({ data: history });
  };
}

const bodies = (client: QueryClient) =>
  client
    .getQueryData<HistoryData>(historyQueryOptions(7).queryKey)
    ?.pages.flatMap((p) => p.messages.map((m) => m.body));

describe('a message that arrives while its history is loading', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is kept when the first load, read before it was sent, lands after it', async () => {
    const client = new QueryClient();
    const answer = slowHistory();
    const load = client.fetchInfiniteQuery(historyQueryOptions(7));
    addMessageToHistory(client, message(2));
    await answer({ messages: [message(1)], has_more: false } as ChatHistory);
    await load;
    await vi.waitFor(() => expect(bodies(client)).toEqual(['m1', 'm2']));
  });

  it('is kept when a refetch that started before it lands after it', async () => {
    const client = new QueryClient();
    const answer = slowHistory();
    const load = client.fetchInfiniteQuery(historyQueryOptions(7));
    await answer({ messages: [message(1)], has_more: false } as ChatHistory);
    await load;
    const refetch = client.refetchQueries({ queryKey: historyQueryOptions(7).queryKey });
    addMessageToHistory(client, message(2));
    expect(bodies(client)).toEqual(['m1', 'm2']);
    await answer({ messages: [message(1)], has_more: false } as ChatHistory);
    await refetch;
    await vi.waitFor(() => expect(bodies(client)).toEqual(['m1', 'm2']));
  });

  it('joins once, however often it arrives', () => {
    const client = new QueryClient();
    client.setQueryData<HistoryData>(historyQueryOptions(7).queryKey, {
      pages: [{ messages: [message(1)], has_more: false } as ChatHistory],
      pageParams: [null],
    });
    addMessageToHistory(client, message(2));
    addMessageToHistory(client, message(2));
    expect(bodies(client)).toEqual(['m1', 'm2']);
  });
});
