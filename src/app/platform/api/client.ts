import type * as v from 'valibot';
import { RETRY_429_DELAY_MS, RETRY_429_TIMES } from '@shared/limits';
import { scopeForPath, type SessionScope } from '@app/platform/session/scope';
import type { TokenStore } from '@app/platform/session/tokens';
import { ApiError, apiErrorFromBody } from './api-error';
import { createTokenManager } from './token-manager';
import { createTransport, type HttpMethod, type OutgoingRequest } from './transport';

export type SignedOutReason = 'expired';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  tokens: TokenStore;
  getLocale: () => string;
  getCurrency: () => string;
  /** The client ended a session it could not renew; the app cleans up and redirects. */
  onSignedOut: (scope: SessionScope, reason: SignedOutReason) => void;
  /** Waits between 429 retries; tests drive it with fake timers. */
  sleep?: (ms: number) => Promise<void>;
  clientId?: string;
  clientSecret?: string;
}

export interface RequestOptions {
  query?: string | URLSearchParams;
  signal?: AbortSignal;
  /** Overrides the side derived from the path (e.g. an /auth call made by the admin sign-in). */
  scope?: SessionScope;
  /** Sent with the request (and its retries), e.g. a refund's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/**
 * A call names the schema its route declares as answer, as a type only (`api.get<OneOf<typeof ContentResourceSchema>>`,
 * see ./answers.ts), and gets that schema's output; a call that names none gets `unknown`.
 */
type AnswerTo<S extends v.GenericSchema> = v.InferOutput<S>;

/** POST, PUT and PATCH: a body, and the answer schema the route declares. */
type WriteCall = <S extends v.GenericSchema = v.UnknownSchema>(
  path: string,
  body?: unknown,
  options?: RequestOptions,
) => Promise<AnswerTo<S>>;

export interface ApiClient {
  request<S extends v.GenericSchema = v.UnknownSchema>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions & { body?: unknown },
  ): Promise<AnswerTo<S>>;
  get<S extends v.GenericSchema = v.UnknownSchema>(path: string, options?: RequestOptions): Promise<AnswerTo<S>>;
  post: WriteCall;
  put: WriteCall;
  patch: WriteCall;
  /** DELETE may carry a body (e.g. `{ id, deletion_reason }`, spec §7). */
  delete<S extends v.GenericSchema = v.UnknownSchema>(
    path: string,
    options?: RequestOptions & { body?: unknown },
  ): Promise<AnswerTo<S>>;
  /** Renews the user token of `scope` now (one shared request); rejects, and signs out, when it cannot. */
  refresh(scope: SessionScope): Promise<void>;
}

/**
 * The body is the output of the schema the route declares: the browser does not parse it again (that would ship
 * every answer schema); the API suite checks every real answer against the same schema, strictly
 * (tests/support/response-contract.ts). This is the one place the client trusts the server's type.
 */
const declaredAnswer = <S extends v.GenericSchema>(body: unknown) => body as AnswerTo<S>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Auth endpoints answer 401 about the credentials sent, not about our token: never refresh or retry them. */
const isAuthPath = (path: string) => path.startsWith('/auth/');
/** Retrying a withdrawal could move money twice (spec §8). */
const mayRetryThrottled = (path: string) => !path.includes('/wallet/withdraw');

/**
 * The HTTP client: spec §7 headers, §8 401 refresh-and-retry and 429 retry. It only returns data or
 * rejects with an ApiError; toasts, dialogs and redirects belong to the app's error handler and router.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSignedOut, sleep = defaultSleep } = options;
  const send = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getLocale: options.getLocale,
    getCurrency: options.getCurrency,
  });
  const manager = createTokenManager({
    send,
    tokens,
    clientId: options.clientId ?? import.meta.env.VITE_CLIENT_ID ?? 'stagepass-web',
    clientSecret: options.clientSecret ?? import.meta.env.VITE_CLIENT_SECRET ?? 'stagepass-web-secret',
    onExpired: (scope) => onSignedOut(scope, 'expired'),
  });

  async function request<S extends v.GenericSchema = v.UnknownSchema>(
    method: HttpMethod,
    path: string,
    { scope: explicitScope, body, query, signal, headers }: RequestOptions & { body?: unknown } = {},
  ): Promise<AnswerTo<S>> {
    const scope = explicitScope ?? scopeForPath(path);
    const outgoing: OutgoingRequest = { method, path, query, body, signal, headers };
    const described = { method, path };
    let renewed = false;
    let throttled = 0;
    for (;;) {
      signal?.throwIfAborted();
      const chosen = await manager.tokenFor(scope, path);
      const result = await send({ ...outgoing, token: chosen.token });

      if (result.status === 401 && !isAuthPath(path)) {
        const userSession = tokens.getUser(scope) !== undefined;
        if (!renewed) {
          renewed = true;
          if (userSession) await manager.recoverUserSession(scope, chosen.token);
          else tokens.clearClient(scope); // a stale client token: fetch a fresh one and retry once
          continue;
        }
        if (!userSession) throw new ApiError(401, 'Error 401. Not Authorized', result.body, undefined, described);
      }
      if (result.status === 429 && throttled < RETRY_429_TIMES && mayRetryThrottled(path)) {
        throttled += 1;
        await sleep(RETRY_429_DELAY_MS);
        continue;
      }
      if (chosen.kind === 'user' && result.status !== 401) manager.userTokenWorked(scope);
      if (result.status < 200 || result.status >= 300) throw apiErrorFromBody(result.status, result.body, described);
      return declaredAnswer<S>(result.body);
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    refresh: (scope) => manager.refresh(scope),
  };
}
