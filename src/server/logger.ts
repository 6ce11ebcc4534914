import type { Config } from './config';

export type LogLevel = Config['LOG_LEVEL'];

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  error(message: string, error?: unknown): void;
  info(message: string): void;
  debug(message: string): void;
}

/** One line per event on stdout/stderr; a process manager or container runtime collects them. */
export function createLogger(level: LogLevel): Logger {
  const enabled = (wanted: LogLevel) => rank[level] >= rank[wanted];
  const line = (tag: string, message: string) => `${new Date().toISOString()} ${tag} ${message}`;
  return {
    error(message, error) {
      if (!enabled('error')) return;
      const detail =
        error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : ` ${String(error)}`;
      console.error(line('ERROR', message) + detail);
    },
    info(message) {
      if (enabled('info')) console.log(line('INFO', message));
    },
    debug(message) {
      if (enabled('debug')) console.log(line('DEBUG', message));
    },
  };
}
