import { get, set } from 'idb-keyval';
import type { ChatMessage, ChatMessageSchema } from '@shared/schemas/chat';
import { api, isApiError } from '@app/platform/api';
import { onSignOut } from '@app/platform/session';
import { offlineDb } from '@app/platform/storage';
import type { OneOf } from '@app/platform/api';

const KEY = 'chat-outbox';

export interface PendingMessage {
  client_message_id: string;
  conversation_id: number;
  body: string;
  attachment_id: number | null;
  /** The picked image, shown while it waits (not persisted: a reload shows the name only). */
  preview_url?: string;
  attachment_name?: string;
  created_at: string;
  /** `failed`: the server refused it (kept for the person to retry or discard); `pending`: waiting to be sent. */
  state: 'pending' | 'failed';
  error?: string;
}

export function newClientMessageId(): string {
  return crypto.randomUUID();
}

/**
 * Messages written in the conversation page are queued here first (persisted in IndexedDB, cleared on sign-out)
 * and sent one at a time in the order written. A network failure stops the queue until the connection returns
 * (the socket's `ready`, or the browser's `online`); the server's idempotency by `client_message_id` makes a
 * resend after an unclear failure safe. A message the server refuses stays, marked failed.
 */
export class ChatOutbox {
  #items: PendingMessage[] = [];
  #listeners = new Set<() => void>();
  #flushing: Promise<void> | null = null;
  #loaded: Promise<void>;
  onSent: ((message: ChatMessage) => void) | undefined;

  constructor() {
    this.#loaded = get<PendingMessage[]>(KEY, offlineDb)
      .then((saved) => {
        this.#items = [...(saved ?? []), ...this.#items];
        this.#emit();
      })
      .catch(() => undefined);
  }

  get items(): readonly PendingMessage[] {
    return this.#items;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async enqueue(message: Omit<PendingMessage, 'state' | 'created_at'>): Promise<void> {
    this.#items = [...this.#items, { ...message, state: 'pending', created_at: new Date().toISOString() }];
    await this.#save();
    void this.flush();
  }

  async retry(clientId: string): Promise<void> {
    this.#items = this.#items.map((m) =>
      m.client_message_id === clientId ? { ...m, state: 'pending', error: undefined } : m,
    );
    await this.#save();
    void this.flush();
  }

  async discard(clientId: string): Promise<void> {
    this.#items = this.#items.filter((m) => m.client_message_id !== clientId);
    await this.#save();
  }

  clear(): void {
    this.#items = [];
    this.#emit();
  }

  flush(): Promise<void> {
    this.#flushing ??= this.#run().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #run(): Promise<void> {
    await this.#loaded;
    for (;;) {
      const next = this.#items.find((m) => m.state === 'pending');
      if (!next) return;
      try {
        const { data } = await api.post<OneOf<typeof ChatMessageSchema>>(
          `/api/chat/conversations/${next.conversation_id}/messages`,
          { client_message_id: next.client_message_id, body: next.body, attachment_id: next.attachment_id },
        );
        this.#items = this.#items.filter((m) => m.client_message_id !== next.client_message_id);
        if (next.preview_url) URL.revokeObjectURL(next.preview_url);
        await this.#save();
        this.onSent?.(data);
      } catch (error) {
        // Offline or the server unreachable: keep everything, in order, for the next connection.
        if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429) return;
        this.#items = this.#items.map((m) =>
          m.client_message_id === next.client_message_id ? { ...m, state: 'failed', error: error.message } : m,
        );
        await this.#save();
      }
    }
  }

  async #save(): Promise<void> {
    this.#emit();
    await set(
      KEY,
      this.#items.map(({ preview_url: _preview, ...rest }) => rest),
      offlineDb,
    ).catch(() => undefined);
  }

  #emit(): void {
    for (const l of this.#listeners) l();
  }
}

export const chatOutbox = new ChatOutbox();
onSignOut(() => chatOutbox.clear());
if (typeof window !== 'undefined') window.addEventListener('online', () => void chatOutbox.flush());
