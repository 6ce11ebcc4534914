import type { Config } from './config';

export type LogLevel = Config['LOG_LEVEL'];

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

/** Extra facts of one event (a request id, a status, a duration), written as fields of its JSON line. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  error(message: string, error?: unknown, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
}

/**
 * One JSON object per line on stdout/stderr (`time`, `level`, `msg`, then the event's fields), so a log
 * collector indexes every field without parsing text.
 */
export function createLogger(level: LogLevel): Logger {
  const enabled = (wanted: LogLevel) => rank[level] >= rank[wanted];
  const line = (tag: string, msg: string, fields?: LogFields) =>
    JSON.stringify({ time: new Date().toISOString(), level: tag, msg, ...fields });
  return {
    error(message, error, fields) {
      if (!enabled('error')) return;
      const detail =
        error instanceof Error ? (error.stack ?? error.message) : error === undefined ? undefined : String(error);
      console.error(line('error', message, { ...fields, ...(detail !== undefined && { error: detail }) }));
    },
    info(message, fields) {
      if (enabled('info')) console.log(line('info', message, fields));
    },
    debug(message, fields) {
      if (enabled('debug')) console.log(line('debug', message, fields));
    },
  };
}
