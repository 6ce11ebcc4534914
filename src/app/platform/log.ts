import { api, isApiError } from '@app/platform/api';

export type LogLevel = 'error' | 'api_error' | 'warning' | 'info';

/** POST /api/sendLog (spec §7). */
export interface LogPayload {
  message: string;
  level: LogLevel;
  context: { requestUri: string; userAgent: string };
  trace: { path: string; method: string };
  tags: string[];
}

export interface LogContext {
  tags?: string[];
  level?: LogLevel;
}

export interface LoggerOptions {
  send: (payload: LogPayload) => Promise<unknown>;
  /** The same report within this window is sent once: a failing list re-rendering must not flood the server. */
  dedupeWindowMs?: number;
}

const MAX_MESSAGE_LENGTH = 2000;
/** Query parameters that may carry secrets (e.g. the social callback's `api_access_token`). */
const SECRET_PARAM = /token|secret|password|code|key|auth/i;

/** The page address without any secret-looking query parameter: logs must never hold tokens. */
export function redactUrl(href: string): string {
  try {
    const url = new URL(href);
    for (const name of [...url.searchParams.keys()]) {
      if (SECRET_PARAM.test(name)) url.searchParams.set(name, 'redacted');
    }
    url.hash = '';
    return url.toString();
  } catch {
    return '';
  }
}

function describe(error: unknown, level: LogLevel | undefined): Pick<LogPayload, 'message' | 'level' | 'trace'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE_LENGTH);
  if (isApiError(error)) {
    const trace = error.request ?? { path: location.pathname, method: 'GET' };
    return { message: `${error.status} ${message}`, level: level ?? 'api_error', trace };
  }
  return { message, level: level ?? 'error', trace: { path: location.pathname, method: 'GET' } };
}

export function createLogger({ send, dedupeWindowMs = 10_000 }: LoggerOptions) {
  const lastSent = new Map<string, number>();

  return async function logError(error: unknown, context: LogContext = {}): Promise<void> {
    // Offline errors cannot be delivered and say nothing about the app.
    if (isApiError(error) && error.isOffline) return;
    const described = describe(error, context.level);
    const key = `${described.level}|${described.trace.method} ${described.trace.path}|${described.message}`;
    const now = Date.now();
    for (const [seen, at] of lastSent) if (now - at >= dedupeWindowMs) lastSent.delete(seen);
    if (lastSent.has(key)) return;
    lastSent.set(key, now);
    try {
      await send({
        ...described,
        context: { requestUri: redactUrl(location.href), userAgent: navigator.userAgent },
        tags: ['web', ...(context.tags ?? [])],
      });
    } catch {
      // Logging must never cause an error of its own.
    }
  };
}

export const logError = createLogger({ send: (payload) => api.post('/api/sendLog', payload) });
