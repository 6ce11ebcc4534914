import * as v from 'valibot';
import { MAX_REFRESH_ATTEMPTS, TOKEN_NEAR_EXPIRY_MS } from '@shared/limits';
import { serverScope, type SessionScope } from '@app/platform/session/scope';
import { authEnvelopeSchema, userTokensFromOAuth, type TokenStore } from '@app/platform/session/tokens';
import { ApiError, apiErrorFromBody } from './api-error';
import type { HttpResult, OutgoingRequest, Send } from './transport';

export interface TokenManagerOptions {
  send: Send;
  tokens: TokenStore;
  clientId: string;
  clientSecret: string;
  /** The session of `scope` is over: its user tokens are already gone. */
  onExpired: (scope: SessionScope) => void;
}

export interface ChosenToken {
  kind: 'user' | 'client';
  token: string;
}

const LOGOUT_PATH = '/auth/logout';

/** A token is used only while more than 5 minutes of it are left (spec §4), so it cannot expire in flight. */
const isFresh = (expiresAt: number) => expiresAt - Date.now() > TOKEN_NEAR_EXPIRY_MS;

/** Shares one in-flight promise per scope, so concurrent callers cause one request. */
function singleFlight<T>(run: (scope: SessionScope) => Promise<T>) {
  const flights = new Map<SessionScope, Promise<T>>();
  return (scope: SessionScope): Promise<T> => {
    const existing = flights.get(scope);
    if (existing) return existing;
    const flight = run(scope).finally(() => flights.delete(scope));
    flights.set(scope, flight);
    return flight;
  };
}

function readOAuth(result: HttpResult, request: OutgoingRequest) {
  if (result.status < 200 || result.status >= 300) throw apiErrorFromBody(result.status, result.body, request);
  const parsed = v.safeParse(authEnvelopeSchema, result.body);
  if (!parsed.success) throw new ApiError(result.status, 'Malformed token response', result.body, undefined, request);
  return parsed.output.oauth;
}

/**
 * Owns which token a request carries, the lazily fetched client token, and the user-token refresh
 * with its attempt budget (spec §8, 401 handling).
 */
export function createTokenManager({ send, tokens, clientId, clientSecret, onExpired }: TokenManagerOptions) {
  /** Refreshes since a request last succeeded with a user token, per scope. */
  const unproductiveRefreshes = new Map<SessionScope, number>();

  const expire = (scope: SessionScope) => {
    tokens.clearUser(scope);
    unproductiveRefreshes.delete(scope);
    onExpired(scope);
  };

  const clientToken = singleFlight(async (scope) => {
    const request: OutgoingRequest = {
      method: 'POST',
      path: '/auth/token',
      body: {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scopes: [serverScope[scope]],
      },
    };
    const oauth = readOAuth(await send(request), request);
    tokens.setClient(scope, { token: oauth.access_token, expiresAt: Date.now() + oauth.expires_in * 1000 });
    return oauth.access_token;
  });

  const refresh = singleFlight(async (scope) => {
    const current = tokens.getUser(scope);
    if (!current?.refreshToken) {
      expire(scope);
      throw new ApiError(401, 'No refresh token available', null);
    }
    unproductiveRefreshes.set(scope, (unproductiveRefreshes.get(scope) ?? 0) + 1);
    const request: OutgoingRequest = {
      method: 'POST',
      path: '/auth/refresh-token',
      body: { refresh_token: current.refreshToken },
      token: await getClientToken(scope),
    };
    // Offline: the session may still be good, so keep it and let the caller see status 0.
    const result = await send(request);
    try {
      tokens.setUser(scope, userTokensFromOAuth(readOAuth(result, request), Date.now(), current));
    } catch (error) {
      // The server refused the refresh token (revoked, reused, expired): the session is over.
      // A 429 or 5xx says nothing about the token, so those keep the session and count as a failed attempt.
      if (result.status >= 400 && result.status < 500 && result.status !== 429) expire(scope);
      throw error;
    }
  });

  async function getClientToken(scope: SessionScope): Promise<string> {
    const cached = tokens.getClient(scope);
    return cached && isFresh(cached.expiresAt) ? cached.token : clientToken(scope);
  }

  return {
    getClientToken,

    /** The user token while it is fresh, else the client token. Logout may still use a nearly expired one to revoke it. */
    async tokenFor(scope: SessionScope, path: string): Promise<ChosenToken> {
      const user = tokens.getUser(scope);
      const margin = path === LOGOUT_PATH ? 0 : TOKEN_NEAR_EXPIRY_MS;
      if (user && user.expiresAt - Date.now() > margin) return { kind: 'user', token: user.accessToken };
      return { kind: 'client', token: await getClientToken(scope) };
    },

    refresh: (scope: SessionScope): Promise<void> => refresh(scope),

    /** A request carrying a user token got past authentication: the refresh budget starts over. */
    userTokenWorked(scope: SessionScope) {
      unproductiveRefreshes.delete(scope);
    },

    /**
     * A 401 with a user session. Resolves when a retry is worth it; rejects (and, when the session
     * cannot be saved, signs out) otherwise.
     */
    async recoverUserSession(scope: SessionScope, sentToken: string): Promise<void> {
      const current = tokens.getUser(scope);
      // Another request refreshed while this one was in flight: retry with the new token, do not spend the refresh token again.
      if (current && current.accessToken !== sentToken && isFresh(current.expiresAt)) return;
      if ((unproductiveRefreshes.get(scope) ?? 0) >= MAX_REFRESH_ATTEMPTS) {
        expire(scope);
        throw new ApiError(401, 'Max refresh attempts exceeded', null);
      }
      await refresh(scope);
    },
  };
}
