import * as v from 'valibot';
import { REFRESH_TOKEN_TTL_DAYS } from '@shared/limits';
import type { SessionScope } from './scope';

/** A signed-in user's tokens. `expiresAt` and `refreshExpiresAt` are epoch milliseconds. */
export interface UserTokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
  refreshExpiresAt?: number;
}

/** The anonymous client-credentials token of one side. */
export interface ClientToken {
  token: string;
  expiresAt: number;
}

/** The `oauth` part of the auth envelope (ARCHITECTURE §3); a client token comes without a refresh token. */
export const oauthSchema = v.object({
  access_token: v.string(),
  refresh_token: v.nullish(v.string()),
  expires_in: v.number(),
  token_type: v.optional(v.string()),
});
export type OAuthTokens = v.InferOutput<typeof oauthSchema>;

/** `{ data: profile | null, oauth }`: the answer of /auth/token, /login, /register and /refresh-token. */
export const authEnvelopeSchema = v.object({ data: v.nullish(v.unknown()), oauth: oauthSchema });

export interface TokenStore {
  getUser(scope: SessionScope): UserTokens | undefined;
  setUser(scope: SessionScope, tokens: UserTokens): void;
  clearUser(scope: SessionScope): void;
  getClient(scope: SessionScope): ClientToken | undefined;
  setClient(scope: SessionScope, token: ClientToken): void;
  clearClient(scope: SessionScope): void;
  /** Forgets both the user and the client token of one side. */
  clear(scope: SessionScope): void;
  /** Called with the side whose tokens changed, in this tab or (through `storage` events) in another. */
  subscribe(listener: (scope: SessionScope) => void): () => void;
}

/** Separate prefixes keep the two sides' sessions apart in one browser (spec §6). */
export const tokenPrefix: Record<SessionScope, string> = { site: 'stagepass.site.', admin: 'stagepass.admin.' };

const keys = {
  access: 'access_token',
  refresh: 'refresh_token',
  expiresAt: 'expires_at',
  refreshExpiresAt: 'refresh_expires_at',
  client: 'client_token',
  clientExpiresAt: 'client_expires_at',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Turns an auth response into what we store. A refresh answer may omit the refresh token; the
 * caller then keeps the old one (`previous`). The refresh token is kept for 30 days (spec §9).
 */
export function userTokensFromOAuth(oauth: OAuthTokens, now: number, previous?: UserTokens): UserTokens {
  const rotated = oauth.refresh_token ?? undefined;
  return {
    accessToken: oauth.access_token,
    refreshToken: rotated ?? previous?.refreshToken,
    expiresAt: now + oauth.expires_in * 1000,
    refreshExpiresAt: rotated ? now + REFRESH_TOKEN_TTL_DAYS * DAY_MS : previous?.refreshExpiresAt,
  };
}

function readNumber(storage: Storage, key: string): number | undefined {
  const raw = storage.getItem(key);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function createTokenStore(storage: Storage, target: EventTarget | undefined = globalThis.window): TokenStore {
  const listeners = new Set<(scope: SessionScope) => void>();
  const notify = (scope: SessionScope) => listeners.forEach((listener) => listener(scope));
  const key = (scope: SessionScope, name: string) => tokenPrefix[scope] + name;
  const write = (scope: SessionScope, values: Record<string, string | number | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) storage.removeItem(key(scope, name));
      else storage.setItem(key(scope, name), String(value));
    }
  };

  // Another tab signing in or out must show here too (its writes arrive as `storage` events).
  target?.addEventListener('storage', (event) => {
    const changed = (event as StorageEvent).key;
    if (changed === null) (['site', 'admin'] as const).forEach(notify);
    else if (changed.startsWith(tokenPrefix.site)) notify('site');
    else if (changed.startsWith(tokenPrefix.admin)) notify('admin');
  });

  const store: TokenStore = {
    getUser(scope) {
      const accessToken = storage.getItem(key(scope, keys.access));
      const expiresAt = readNumber(storage, key(scope, keys.expiresAt));
      if (!accessToken || expiresAt === undefined) return undefined;
      const refreshExpiresAt = readNumber(storage, key(scope, keys.refreshExpiresAt));
      // A refresh token past its 30 days is useless; hand out none rather than one the server refuses.
      const refreshAlive = refreshExpiresAt === undefined || refreshExpiresAt > Date.now();
      const refreshToken = refreshAlive ? (storage.getItem(key(scope, keys.refresh)) ?? undefined) : undefined;
      return { accessToken, refreshToken, expiresAt, refreshExpiresAt };
    },
    setUser(scope, tokens) {
      write(scope, {
        [keys.access]: tokens.accessToken,
        [keys.refresh]: tokens.refreshToken,
        [keys.expiresAt]: tokens.expiresAt,
        [keys.refreshExpiresAt]: tokens.refreshExpiresAt,
      });
      notify(scope);
    },
    clearUser(scope) {
      write(scope, {
        [keys.access]: undefined,
        [keys.refresh]: undefined,
        [keys.expiresAt]: undefined,
        [keys.refreshExpiresAt]: undefined,
      });
      notify(scope);
    },
    getClient(scope) {
      const token = storage.getItem(key(scope, keys.client));
      const expiresAt = readNumber(storage, key(scope, keys.clientExpiresAt));
      return token && expiresAt !== undefined ? { token, expiresAt } : undefined;
    },
    setClient(scope, token) {
      write(scope, { [keys.client]: token.token, [keys.clientExpiresAt]: token.expiresAt });
      notify(scope);
    },
    clearClient(scope) {
      write(scope, { [keys.client]: undefined, [keys.clientExpiresAt]: undefined });
      notify(scope);
    },
    clear(scope) {
      store.clearUser(scope);
      store.clearClient(scope);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The app's token store, in localStorage so a session survives reloads and offline starts. */
export const tokens: TokenStore = createTokenStore(globalThis.localStorage);
