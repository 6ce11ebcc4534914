import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_LOCALE } from '@shared/locales';
import { translate } from '../i18n';
import { createLogger } from '../logger';
import type { Env } from './context';
import { AppError, Messages } from './errors';

/**
 * Messages are localized, so clients cannot match on their text (spec §8 does, for sign-in):
 * a catalogue message also travels as a stable `code` (its key in `Messages`, e.g. `wrongCredentials`).
 */
const messageCodes = new Map<string, string>(Object.entries(Messages).map(([code, text]) => [text, code]));

/**
 * The one place a failure becomes a response (spec §8): `{ message, errors? }` in the caller's
 * language. Anything that is not an AppError is a bug: it is logged with its stack and the
 * client learns nothing about it.
 */
export function handleError(error: Error, c: Context<Env>): Response {
  const locale = c.var.locale ?? DEFAULT_LOCALE;
  if (error instanceof AppError) {
    const code = messageCodes.get(error.message);
    const body = {
      message: translate(locale, error.message),
      ...(code && { code }),
      ...(error.errors && {
        errors: error.errors.map(({ field, errors }) => ({ field, errors: errors.map((m) => translate(locale, m)) })),
      }),
    };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Thrown by Hono's own middleware (e.g. a body limit); its text is fixed English, never internals.
    return c.json(
      { message: translate(locale, error.message || Messages.serverError) },
      error.status as ContentfulStatusCode,
    );
  }
  createLogger(c.var.deps?.config.LOG_LEVEL ?? 'error').error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ message: translate(locale, Messages.serverError), code: 'serverError' }, 500);
}

export function handleNotFound(c: Context<Env>): Response {
  return c.json({ message: translate(c.var.locale ?? DEFAULT_LOCALE, Messages.notFound), code: 'notFound' }, 404);
}
